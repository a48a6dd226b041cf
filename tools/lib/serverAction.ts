import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Server actions called over HTTP as the browser calls them: `POST <page>` with the header
 * `Next-Action: <id>` and the arguments encoded as React encodes a reply (a JSON array, strings
 * starting with `$` escaped as `$$`). The ids come from the build's server-reference manifest.
 */
const MANIFEST = path.resolve('.next/server/server-reference-manifest.json')

type ManifestEntry = { exportedName?: string; filename?: string }

/** `manifestText`: another build's manifest (a container's); this checkout's build by default. */
export function serverActionId(
  exportedName: string,
  fileFragment: string,
  manifestText = readFileSync(MANIFEST, 'utf8'),
): string {
  const manifest = JSON.parse(manifestText) as {
    node: Record<string, ManifestEntry>
  }
  for (const [id, entry] of Object.entries(manifest.node)) {
    if (entry.exportedName === exportedName && (entry.filename ?? '').includes(fileFragment)) {
      return id
    }
  }
  throw new Error(`Server action ${exportedName} (${fileFragment}) is not in ${MANIFEST}.`)
}

function escapeStrings(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith('$') ? `$${value}` : value
  if (Array.isArray(value)) return value.map(escapeStrings)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, escapeStrings(v)]))
  }
  return value
}

export function encodeActionBody(args: unknown[]): string {
  return JSON.stringify(escapeStrings(args))
}

/** The value an action returned, read from the RSC answer (`0:{"a":"$@1",…}` and row 1). */
export function decodeActionResult(text: string): unknown {
  const rows = new Map<string, string>()
  for (const line of text.split('\n')) {
    const match = /^([0-9a-f]+):(.*)$/.exec(line)
    if (match) rows.set(match[1]!, match[2]!)
  }
  const root = rows.get('0')
  if (!root) return undefined
  const { a } = JSON.parse(root) as { a?: unknown }
  if (typeof a === 'string' && a.startsWith('$@')) {
    const row = rows.get(a.slice(2))
    return row === undefined ? undefined : JSON.parse(row)
  }
  return a
}

export type ActionCall = { status: number; text: string; result: unknown }

export async function callServerAction(
  origin: string,
  pagePath: string,
  actionId: string,
  args: unknown[],
  headers: Record<string, string> = {},
): Promise<ActionCall> {
  const response = await fetch(`${origin}${pagePath}`, {
    method: 'POST',
    headers: {
      accept: 'text/x-component',
      'content-type': 'text/plain;charset=UTF-8',
      'next-action': actionId,
      ...headers,
    },
    body: encodeActionBody(args),
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  })
  const text = await response.text()
  let result: unknown
  try {
    result = response.ok ? decodeActionResult(text) : undefined
  } catch {
    result = undefined
  }
  return { status: response.status, text, result }
}

const HTML_ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
}
const unescapeHtml = (value: string) =>
  value.replace(/&(quot|#x27|#39|lt|gt|amp);/g, (entity) => HTML_ENTITIES[entity] ?? entity)

/**
 * The hidden fields React renders into a form whose action is a server action (`$ACTION_…`),
 * and the form's page and block: posting them with the fields is what a browser without
 * JavaScript does. The page's form of
 * that kind, or else its first enquiry form: a script posts any `kind` (and any junk) through it.
 */
export function actionFieldsOfForm(html: string, kind: string): Record<string, string> {
  const forms = html.split('<form').slice(1)
  const form =
    forms.find((part) => part.includes(`name="kind" value="${kind}"`)) ??
    forms.find((part) => part.includes('name="kind"') && part.includes('$ACTION_'))
  if (!form) throw new Error(`The ${kind} form is not on the page.`)
  const fields: Record<string, string> = {}
  for (const match of form.split('</form>')[0]!.matchAll(/<input([^>]*)>/g)) {
    const name = /name="([^"]*)"/.exec(match[1]!)?.[1]
    const value = /value="([^"]*)"/.exec(match[1]!)?.[1] ?? ''
    // The action's own fields, and which CMS form it is (its page and block: enquiryOrigin.ts).
    if (name?.startsWith('$ACTION') || name === 'page' || name === 'block') {
      fields[unescapeHtml(name)] = unescapeHtml(value)
    }
  }
  return fields
}

/** The form's state after a post, as EnquiryForm marks it (`data-enquiry-status`). */
function enquiryAnswer(status: number, html: string) {
  if (status === 303) return { ok: true }
  const state = /data-enquiry-status="([^"]+)"/.exec(html)?.[1]
  if (status !== 200 || !state) return undefined
  return state === 'sent' ? { ok: true } : { ok: false, reason: state }
}

/**
 * The enquiry form as a script drives it: a fill-time token from `issueEnquiryToken` (what the
 * form asks for when a person starts typing), then the form posted as the page renders it
 * (multipart, the server action's hidden fields included). The answer is read back as
 * `{ ok } | { ok: false, reason }`, like the form shows it.
 */
export function enquiryClient(
  origin: string,
  headers: Record<string, string> = {},
  manifestText?: string,
) {
  const issueId = serverActionId('issueEnquiryToken', 'forms/sendEnquiry', manifestText)
  const pages = new Map<string, Promise<string>>()
  const pageHtml = (pagePath: string) => {
    if (!pages.has(pagePath)) {
      pages.set(
        pagePath,
        fetch(`${origin}${pagePath}`, { headers }).then((response) => response.text()),
      )
    }
    return pages.get(pagePath)!
  }
  return {
    async token(kind = 'contact', pagePath = '/kontakt'): Promise<string | null> {
      return (await this.tokenCall(kind, pagePath)).token
    },
    /** The token, or null with the HTTP status it came with. */
    async tokenCall(kind = 'contact', pagePath = '/kontakt') {
      const { result, status } = await callServerAction(origin, pagePath, issueId, [kind], headers)
      return { token: typeof result === 'string' ? result : null, status }
    },
    async send(
      request: EnquiryRequest,
      pagePath = '/kontakt',
      extraHeaders: Record<string, string> = {},
    ): Promise<ActionCall> {
      const body = new FormData()
      for (const [name, value] of Object.entries(
        actionFieldsOfForm(await pageHtml(pagePath), request.kind),
      )) {
        body.append(name, value)
      }
      const fields: Record<string, string> = {
        kind: request.kind,
        label: request.label,
        token: request.token,
        website: request.honeypot,
        ...request.values,
      }
      for (const [name, value] of Object.entries(fields)) body.append(name, value)
      const response = await fetch(`${origin}${pagePath}`, {
        method: 'POST',
        headers: { referer: `${origin}${request.pagePath}`, ...headers, ...extraHeaders },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(20_000),
      })
      const text = await response.text()
      return { status: response.status, text, result: enquiryAnswer(response.status, text) }
    },
  }
}

export type EnquiryValues = {
  name: string
  surname: string
  email: string
  phone: string
  text: string
  source: string
}

export type EnquiryRequest = {
  kind: string
  label: string
  pagePath: string
  honeypot: string
  token: string
  values: EnquiryValues
}

export const sampleEnquiry = (email: string, token: string): EnquiryRequest => ({
  kind: 'contact',
  label: '',
  pagePath: '/kontakt',
  honeypot: '',
  token,
  values: {
    name: 'Žofie',
    surname: 'Nováková',
    email,
    phone: '+420 603 123 456',
    text: 'Dobrý den, prosím o nabídku.',
    source: '',
  },
})
