import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { jsonDepth, judgeActionBody, SITE_ACTION_MAX_DEPTH } from '../../../server/actionBody'
import { chunkedPost } from '../../support/chunkedPost'
import { listenSiteServer } from './listen'

/**
 * server/actionBody.ts in front of a stand-in for Next that records the body it was given: a
 * body React cannot decode is 400 before the app sees any of it; one it can reaches the app
 * byte for byte, whether it came with a Content-Length or chunked.
 */
let site: Awaited<ReturnType<typeof listenSiteServer>>
const received = new Map<string, string>()

beforeAll(async () => {
  site = await listenSiteServer(
    (request, response) =>
      new Promise<void>((resolve) => {
        const chunks: Buffer[] = []
        request.on('data', (chunk: Buffer) => chunks.push(chunk))
        request.on('end', () => {
          received.set(request.url ?? '', Buffer.concat(chunks).toString('utf8'))
          response.end('ok')
          resolve()
        })
      }),
  )
})
afterAll(() => site.close())

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

/** A multipart body of text fields, as a browser's FormData makes it. */
function multipart(fields: Array<[string, string]>): { body: Buffer; contentType: string } {
  const boundary = '----actionBodyTest'
  const parts = fields.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

async function postAction(
  url: string,
  body: string | Buffer,
  { contentType = 'text/plain;charset=UTF-8', action = 'a1b2' as string | null } = {},
) {
  const response = await fetch(`${site.origin}${url}`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(action ? { 'next-action': action } : {}) },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  })
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  }
}

describe('server-action bodies before Next', () => {
  it('measures nesting without recursion, strings skipped', () => {
    expect(jsonDepth('["[[[", {"a": [1]}]')).toBe(3)
    expect(jsonDepth(nested(1_000_000))).toBe(1_000_000)
  })

  it('refuses 5,000 nested arrays as a fetch action and as a form post: 400, not the app', async () => {
    const deep = await postAction('/kontakt?deep', nested(5000))
    expect(deep).toMatchObject({ status: 400, text: 'Neplatný požadavek.' })
    const form = multipart([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', '{"id":"7f00","bound":"$@1"}'],
      ['$ACTION_1:1', nested(5000)],
      ['kind', 'contact'],
    ])
    const plain = await postAction('/kontakt?form', form.body, {
      contentType: form.contentType,
      action: null,
    })
    expect(plain.status).toBe(400)
    expect(plain.type).toMatch(/text\/html/)
    expect(plain.text).toContain('Formulář se nepodařilo odeslat')
    expect(plain.text).toContain('href="/kontakt"')
    const backwards = multipart([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', '{"id":"7f00","bound":"$@1"}'],
      ['$ACTION_1:1', '["$0:0"]'],
    ])
    const cycle = await postAction('/kontakt?cycle', backwards.body, {
      contentType: backwards.contentType,
      action: null,
    })
    expect(cycle.status).toBe(400)
    for (const bound of ['null', '{}', `[${'0,'.repeat(1000)}0]`]) {
      const notAList = multipart([
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', '{"id":"7f00","bound":"$@1"}'],
        ['$ACTION_1:1', bound],
      ])
      const answer = await postAction('/kontakt?bound', notAList.body, {
        contentType: notAList.contentType,
        action: null,
      })
      expect(answer.status, bound.slice(0, 20)).toBe(400)
    }
    expect(received.has('/kontakt?bound')).toBe(false)
    expect(received.has('/kontakt?deep')).toBe(false)
    expect(received.has('/kontakt?form')).toBe(false)
  })

  it('refuses what React rejects inside Next: no JSON, no argument list, unsent rows, foreign tags', async () => {
    for (const body of [
      '{',
      '5',
      '{}',
      '"x"',
      '["$1"]',
      '["$@2"]',
      '["$h1"]',
      '["$Q0"]',
      '["$T"]',
    ]) {
      expect((await postAction('/kontakt?refused', body)).status, body).toBe(400)
    }
    const stream = multipart([
      ['0', '["$1"]'],
      ['S1', '{'],
      ['1', '[]'],
    ])
    expect(
      (await postAction('/kontakt?refused', stream.body, { contentType: stream.contentType }))
        .status,
    ).toBe(400)
    expect(received.has('/kontakt?refused')).toBe(false)
  })

  it('hands what our forms send to the app unchanged, with a length or chunked', async () => {
    const state = JSON.stringify({ status: 'editing', values: { name: 'Ľ [a]' }, errors: {} })
    const form = multipart([
      ['0', `[${state},"$K1"]`],
      ['1_kind', 'contact'],
      ['1_text', '[[[[[[[[[[[[ hranaté závorky ]]]]'],
    ])
    const answer = await postAction('/kontakt?enhanced', form.body, {
      contentType: form.contentType,
    })
    expect(answer.status).toBe(200)
    expect(received.get('/kontakt?enhanced')).toBe(form.body.toString('utf8'))

    expect((await postAction('/kontakt?token', '["contact"]')).status).toBe(200)
    expect(received.get('/kontakt?token')).toBe('["contact"]')

    const chunked = await chunkedPost(
      `${site.origin}/kontakt?chunked`,
      { 'content-type': form.contentType, 'next-action': 'a1b2' },
      form.body,
    )
    expect(chunked.status).toBe(200)
    expect(received.get('/kontakt?chunked')).toBe(form.body.toString('utf8'))
  })

  it('bounds the admin more loosely, and refuses there too what React cannot decode', async () => {
    const admin = (body: string) =>
      judgeActionBody(Buffer.from(body), {
        path: '/admin/collections/pages',
        contentType: 'text/plain',
        fetchAction: true,
      })
    const deeper = nested(SITE_ACTION_MAX_DEPTH + 10)
    expect(await admin(`[{"name":"form-state","args":{"x":${deeper},"y":"$undefined"}}]`)).toEqual({
      ok: true,
    })
    for (const body of ['[{"":["$F0"]}]', '["$T"]', '["$h0"]', '["$n1e5"]', '[null,["$Q0"]]']) {
      expect((await admin(body)).ok, body).toBe(false)
    }
    expect((await postAction('/admin/collections/pages?deep', nested(5000))).status).toBe(400)
  })

  it('answers a form post over its size with the Czech page too, not JSON', async () => {
    const form = multipart([
      ['$ACTION_REF_1', ''],
      ['text', 'x'.repeat(2 * 1024 * 1024)],
    ])
    const answer = await postAction('/kontakt?large', form.body, {
      contentType: form.contentType,
      action: null,
    })
    expect(answer.status).toBe(413)
    expect(answer.type).toMatch(/text\/html/)
    expect(answer.text).toContain('Formulář obsahuje víc dat, než je možné přijmout')
    expect(received.has('/kontakt?large')).toBe(false)
  })

  it('lets other posts through at once', async () => {
    const response = await fetch(`${site.origin}/api/forms?json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: nested(5000),
    })
    expect(response.status).toBe(200)
  })
})
