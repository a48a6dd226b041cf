import { readFileSync } from 'node:fs'

import { expect, test, type APIRequestContext } from '@playwright/test'
import fc from 'fast-check'

import { enquiryClient, sampleEnquiry } from '../../tools/lib/serverAction'
import { MIN_FILL_MS } from '../../src/leads/enquiry/botGuard'
import { E2E } from './support/ports'
import { deliveredForms, resetSandbox, settleLeads } from './support/sandboxControls'
import { SERVER_LOG_FILE } from './support/serverLog'

/**
 * Issue 54: no body sent to a server action makes the production server answer 5xx. The ids
 * are found as a browser finds them: the enquiry form's `$ACTION_1:0` field and the client
 * reference in the page's scripts for the site's two actions, the admin's flight data for
 * Payload's `serverFunction`. Each generated request goes over HTTP with `Next-Action` (or as a
 * form post without JavaScript): argument lists of wrong types, arrays and objects nested up to
 * 6,000 levels, strings up to 80 kB, React's reply tags, multipart rows, form posts whose bound
 * state is anything. A failure prints fast-check's seed; `ACTIONS_SEED` replays one.
 */
type Actions = { submit: string; issue: string; admin: string }

const FORM_PAGE = '/kontakt'

/** The scripts a browser may load for a page: its own, and the chunks they load on demand. */
async function findInScripts(request: APIRequestContext, html: string, pattern: RegExp) {
  const queue = [...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)].map(([src]) => src)
  const seen = new Set<string>()
  while (queue.length > 0 && seen.size < 200) {
    const src = queue.shift()!
    if (seen.has(src)) continue
    seen.add(src)
    const script = await (await request.get(src)).text()
    const found = pattern.exec(script)?.[1]
    if (found) return found
    for (const [chunk] of script.matchAll(/static\/chunks\/[\w.-]+\.js/g))
      queue.push(`/_next/${chunk}`)
  }
  return ''
}

async function actionIdsOf(request: APIRequestContext): Promise<Actions> {
  const html = await (await request.get(FORM_PAGE)).text()
  const descriptor = /name="\$ACTION_1:0" value="([^"]+)"/
    .exec(html)?.[1]
    ?.replaceAll('&quot;', '"')
  const submit = (JSON.parse(descriptor ?? '{}') as { id?: string }).id ?? ''
  // The token action is called from the form's script (loaded on first focus): its client
  // reference names it.
  const issue = await findInScripts(
    request,
    html,
    /createServerReference\)\("([0-9a-f]{40,42})",[^;]{0,120}"issueEnquiryToken"\)/,
  )
  // The admin's shell hands its server function to the client in the page's flight data.
  const admin = await (await request.get('/admin/login')).text()
  const adminId = /\\"id\\":\\"([0-9a-f]{40,42})\\",\\"bound\\":null/.exec(admin)?.[1] ?? ''
  return { submit, issue, admin: adminId }
}

const nested = (depth: number, open = '[', close = ']', inner = '') =>
  open.repeat(depth) + inner + close.repeat(depth)

/** Strings React's reply format reads as tags, escapes and references, and plain ones. */
const tagged = fc.oneof(
  fc.constantFrom('$h1', '$Q0', '$W0', '$T', '$@5', '$1', '$K1', '$undefined', '$D2025-01-01'),
  fc.constantFrom('$n123', '$B0', '$i1', '$F0', '$$', '$-0', '$NaN', '$Infinity', '$Z'),
  fc.constantFrom('$0', '$@0', '$0:0', '$Q0', '$W0', '$i0', '$R0', '$A0', '$', '$n', '$n1e9'),
  fc.string({ maxLength: 30 }),
)
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    tagged,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value

/** A JSON text: generated values, deep nests, huge strings, or not JSON at all. */
const jsonText = fc.oneof(
  json.map((value) => JSON.stringify(value)),
  fc.array(json, { maxLength: 4 }).map((value) => JSON.stringify(value)),
  fc.integer({ min: 2, max: 6000 }).map((depth) => nested(depth)),
  fc.integer({ min: 2, max: 3000 }).map((depth) => `[${nested(depth, '{"a":', '}', '1')}]`),
  fc.integer({ min: 1, max: 80 }).map((kb) => JSON.stringify(['x'.repeat(kb * 1024)])),
  fc.constantFrom('', '{', '[', '"', 'null', '[]', '{}', '[[]]', 'x', '[1,]', '["$K1"]'),
)

type Sent = { path: string; headers: Record<string, string>; body: string | FormData; what: string }

/** One request to an action: its body shape and the action it names. */
function requestFor(actions: Actions) {
  const site = fc.constantFrom(actions.submit, actions.issue)
  const fetchText = fc.record({ id: site, body: jsonText }).map(({ id, body }): Sent => ({
    path: FORM_PAGE,
    headers: { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8' },
    body,
    what: `fetch text ${body.slice(0, 120)}`,
  }))
  const fetchForm = fc
    .record({
      id: site,
      rows: fc.array(jsonText, { minLength: 0, maxLength: 3 }),
      fields: fc.dictionary(
        fc.constantFrom('1_kind', '1_token', '1_page', '1_block', '1_text', 'x'),
        fc.string({ maxLength: 60 }),
      ),
    })
    .map(({ id, rows, fields }): Sent => {
      const body = new FormData()
      rows.forEach((row, index) => body.append(String(index), row))
      for (const [name, value] of Object.entries(fields)) body.append(name, value)
      return {
        path: FORM_PAGE,
        headers: { 'next-action': id },
        body,
        what: `fetch form ${rows.map((row) => row.slice(0, 60)).join(' | ')}`,
      }
    })
  const plainForm = fc
    .record({
      bound: jsonText,
      descriptor: fc.oneof(
        fc.constant(JSON.stringify({ id: actions.submit, bound: '$@1' })),
        fc.constant(JSON.stringify({ id: actions.submit, bound: null })),
        fc.constant(JSON.stringify({ id: actions.submit, bound: '$@7' })),
        jsonText,
      ),
      kind: fc.constantFrom('contact', 'pricing', 'x', ''),
      withRef: fc.boolean(),
    })
    .map(({ bound, descriptor, kind, withRef }): Sent => {
      const body = new FormData()
      if (withRef) body.append('$ACTION_REF_1', '')
      else body.append(`$ACTION_ID_${actions.submit}`, '')
      body.append('$ACTION_1:0', descriptor)
      body.append('$ACTION_1:1', bound)
      body.append('$ACTION_KEY', 'k0')
      body.append('kind', kind)
      return {
        path: FORM_PAGE,
        headers: {},
        body,
        what: `form post ${descriptor.slice(0, 60)} | ${bound.slice(0, 60)}`,
      }
    })
  const admin = fc
    .record({ body: fc.oneof(jsonText, fc.constant('[{"name":"no-such","args":{}}]')) })
    .map(({ body }): Sent => ({
      path: '/admin',
      headers: { 'next-action': actions.admin, 'content-type': 'text/plain;charset=UTF-8' },
      body,
      what: `admin ${body.slice(0, 120)}`,
    }))
  return fc.oneof(fetchText, fetchForm, plainForm, admin)
}

const STACK_IN_LOG = /Maximum call stack|TypeError|SyntaxError|Connection closed|⨯/

test('no body sent to a server action gets a 5xx @desktop-only', async ({ request }) => {
  test.setTimeout(300_000)
  const actions = await actionIdsOf(request)
  expect(actions.submit).toMatch(/^[0-9a-f]{40,42}$/)
  expect(actions.issue).toMatch(/^[0-9a-f]{40,42}$/)
  expect(actions.admin).toMatch(/^[0-9a-f]{40,42}$/)
  const logBefore = readFileSync(SERVER_LOG_FILE, 'utf8').length
  const statuses = new Map<number, number>()
  const seed = Number(process.env.ACTIONS_SEED) || Date.now() % 2 ** 31
  const details = await fc.check(
    fc.asyncProperty(requestFor(actions), async (sent) => {
      const response = await request.post(sent.path, {
        headers: sent.headers,
        ...(typeof sent.body === 'string' ? { data: sent.body } : { multipart: sent.body }),
        maxRedirects: 0,
        timeout: 20_000,
      })
      statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1)
      return response.status() < 500
    }),
    { numRuns: 1000, seed },
  )
  expect(details.failed, fc.defaultReportMessage(details) ?? `seed ${seed}`).toBe(false)
  console.log(`seed ${seed}: answers ${JSON.stringify(Object.fromEntries(statuses))}`)
  const logged = readFileSync(SERVER_LOG_FILE, 'utf8').slice(logBefore)
  expect(logged.match(STACK_IN_LOG)?.[0], `seed ${seed}`).toBeUndefined()
})

test('the bodies of the review answer 400, a person without JavaScript reads Czech @desktop-only', async ({
  request,
}) => {
  const { submit } = await actionIdsOf(request)
  const fetchAction = { 'next-action': submit, 'content-type': 'text/plain;charset=UTF-8' }
  const empty = await request.post(FORM_PAGE, { headers: fetchAction, data: '[]' })
  expect(empty.status()).toBe(404)
  const deep = await request.post(FORM_PAGE, { headers: fetchAction, data: nested(5000) })
  expect(deep.status()).toBe(400)
  const form = new FormData()
  form.append('$ACTION_REF_1', '')
  form.append('$ACTION_1:0', JSON.stringify({ id: submit, bound: '$@1' }))
  form.append('$ACTION_1:1', nested(5000))
  form.append('kind', 'contact')
  const plain = await request.post(FORM_PAGE, { multipart: form })
  expect(plain.status()).toBe(400)
  const page = await plain.text()
  expect(page).toContain('Formulář se nepodařilo odeslat')
  expect(page).toContain(`href="${FORM_PAGE}"`)
})

test('a forged label and Referer reach neither the lead nor the provider @desktop-only', async () => {
  await settleLeads()
  await resetSandbox()
  const client = enquiryClient(E2E.siteUrl)
  const token = await client.token('contact', FORM_PAGE)
  // the fill time the server asks of a person (wait on the clock the token carries)
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 200))
  const forged = { ...sampleEnquiry('podvrh@example.cz', token ?? ''), label: 'Podvržený štítek' }
  const sent = await client.send(forged, FORM_PAGE, { referer: 'https://evil.example/podvod' })
  expect(sent.result).toEqual({ ok: true })
  // The seeded contact form on /kontakt has no label of its own: its kind's default is used.
  expect(await deliveredForms()).toEqual([
    expect.objectContaining({
      email: 'podvrh@example.cz',
      location: `Kontaktní formulář | ${E2E.siteUrl}${FORM_PAGE}`,
    }),
  ])
})
