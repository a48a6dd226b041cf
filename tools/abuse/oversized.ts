import { randomBytes } from 'node:crypto'
import http from 'node:http'

import { serverActionId } from '../lib/serverAction'
import { type AbuseCheck, type CheckResult } from './check'

const MB = 1024 * 1024

/**
 * A POST over node:http: a server that refuses a body answers 413 and closes before reading
 * it, which fetch reports only as "fetch failed"; here the answer is read even when sending the
 * rest of the body fails.
 */
function post(url: string, body: Buffer | string, headers: Record<string, string>) {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body
  return new Promise<{ status: number; text: string }>((resolve) => {
    let answered = false
    const request = http.request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(bytes.length) } },
      (response) => {
        answered = true
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          if (text.length < 400) text += chunk
        })
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: text.slice(0, 400) }),
        )
        response.on('error', () => resolve({ status: response.statusCode ?? 0, text }))
      },
    )
    request.setTimeout(60_000, () => request.destroy(new Error('timeout')))
    request.on('error', (error) => {
      if (!answered) resolve({ status: 0, text: error.message })
    })
    request.end(bytes)
  })
}

function multipart(fileBytes: number) {
  const boundary = `----abuse${randomBytes(8).toString('hex')}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n` +
      `{"alt":"Velký soubor"}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="velky.png"\r\n` +
      `Content-Type: image/png\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return {
    body: Buffer.concat([head, Buffer.alloc(fileBytes, 0x61), tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

/** Bodies over their limit, through Varnish: each must get 413 and the site must go on. */
export const oversizedBodies: AbuseCheck = async ({ topology, adminToken }) => {
  const site = topology.siteUrl
  const sendEnquiryId = serverActionId('submitEnquiryForm', 'forms/sendEnquiry')
  const upload = multipart(20 * MB)
  const cases = [
    {
      sent: '2 MB server action (submitEnquiryForm) to /kontakt',
      run: () =>
        post(`${site}/kontakt`, 'x'.repeat(2 * MB), {
          'content-type': 'text/plain;charset=UTF-8',
          'next-action': sendEnquiryId,
        }),
    },
    {
      sent: '2 MB JSON to /api/users/login',
      run: () =>
        post(
          `${site}/api/users/login`,
          JSON.stringify({ email: 'a@example.cz', password: 'x'.repeat(2 * MB) }),
          { 'content-type': 'application/json' },
        ),
    },
    {
      sent: '20 MB upload to /api/media as the administrator',
      run: () =>
        post(`${site}/api/media`, upload.body, {
          'content-type': upload.contentType,
          authorization: `JWT ${adminToken}`,
        }),
    },
    {
      sent: '20 MB upload straight to replica A (the app without Varnish)',
      run: () =>
        post(`${topology.replicas[0]!.url}/api/media`, upload.body, {
          'content-type': upload.contentType,
          authorization: `JWT ${adminToken}`,
        }),
    },
  ]
  const results: CheckResult[] = []
  for (const { sent, run } of cases) {
    const { status, text } = await run()
    const after = await fetch(`${site}/kontakt`).then((response) => response.status)
    results.push({
      check: 'oversized body',
      sent,
      outcome: `${status}${status === 413 ? '' : ` (${/<title>([^<]*)/.exec(text)?.[1] ?? text.slice(0, 80)})`}; /kontakt afterwards ${after}`,
      finding: status !== 413 || after !== 200,
    })
  }
  return results
}
