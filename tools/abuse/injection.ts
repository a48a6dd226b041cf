import { MIN_FILL_MS } from '../../src/leads/enquiry/botGuard'
import { enquiryClient, sampleEnquiry, type EnquiryRequest } from '../lib/serverAction'
import { getPage, sleep } from '../lib/siteRoutes'
import {
  asVisitor,
  countBy,
  formatCounts,
  outputMarks,
  outputSince,
  SERVER_ERROR_OUTPUT,
  type AbuseCheck,
  type CheckResult,
  answerOf,
} from './check'

export const XSS = '<script>alert(1)</script>'
export const SQL = "' OR 1=1 --"
const PAYLOADS = [XSS, SQL, `"><img src=x onerror=alert(1)>`, "'; DROP TABLE pages; --"]
/** What would run in a browser if a payload came back unescaped. */
const RAW_MARKUP = /<script>alert\(1\)<\/script>|<img src=x onerror=alert\(1\)>/

const ENQUIRY_FIELDS = ['name', 'surname', 'email', 'phone', 'text', 'source'] as const
const REQUEST_FIELDS = ['kind', 'label', 'pagePath', 'honeypot'] as const

let visitor = 0
/** A visitor address of its own per enquiry, so the per-client limit never answers instead. */
const nextVisitor = () => `203.0.113.${(visitor++ % 200) + 50}`

async function enquiryFields(context: Parameters<AbuseCheck>[0]): Promise<CheckResult> {
  const { topology } = context
  const replica = topology.replicas[0]!.url
  const token = await enquiryClient(replica, asVisitor(nextVisitor())).token()
  await sleep(MIN_FILL_MS + 200)
  const answers: string[] = []
  const reflected: string[] = []
  for (const payload of PAYLOADS) {
    for (const field of [...ENQUIRY_FIELDS, ...REQUEST_FIELDS]) {
      const request: EnquiryRequest = sampleEnquiry(`injection-${visitor}@example.cz`, token ?? '')
      if ((ENQUIRY_FIELDS as readonly string[]).includes(field)) {
        request.values = { ...request.values, [field]: payload }
      } else {
        ;(request as Record<string, unknown>)[field] = payload
      }
      const client = enquiryClient(replica, asVisitor(nextVisitor()))
      const { status, result, text } = await client.send(request)
      answers.push(`${field}:${answerOf(result, status)}`)
      if (RAW_MARKUP.test(text)) reflected.push(field)
    }
  }
  const byAnswer = countBy(answers.map((answer) => answer.split(':')[1]!))
  return {
    check: 'injection: enquiry fields',
    sent: `${PAYLOADS.length} payloads × ${ENQUIRY_FIELDS.length + REQUEST_FIELDS.length} fields (replica A, own address each)`,
    outcome: `${formatCounts(byAnswer)}; reflected unescaped: ${reflected.length ? reflected.join(', ') : 'none'}`,
    finding: answers.some((answer) => answer.includes('HTTP')) || reflected.length > 0,
    details: answers,
  }
}

async function queryParameters(context: Parameters<AbuseCheck>[0]): Promise<CheckResult[]> {
  const replica = context.topology.replicas[0]!.url
  const pages = ['/', '/blog', '/nase-prace', '/udalosti', '/eshop', '/kontakt', '/pro-media']
  const statuses: number[] = []
  const reflected: string[] = []
  for (const payload of PAYLOADS) {
    const query = encodeURIComponent(payload)
    const urls = [
      ...pages.map((page) => `${page}?q=${query}&pro=${query}&utm_source=${query}`),
      `/blog/${query}`,
      `/${query}`,
      `/nase-prace/${query}?pro=${query}`,
    ]
    for (const url of urls) {
      const { status, html } = await getPage(replica, url).catch(() => ({ status: 0, html: '' }))
      statuses.push(status)
      if (RAW_MARKUP.test(html)) reflected.push(url)
    }
  }
  // Payload's REST API: the query language reaches SQL only through parameters.
  const restStatuses: string[] = []
  for (const query of [
    `where[title][equals]=${encodeURIComponent(SQL)}`,
    `where[path][like]=${encodeURIComponent("%' OR 1=1 --")}`,
    `where[or][0][title][contains]=${encodeURIComponent("'); DROP TABLE pages; --")}`,
    `sort=${encodeURIComponent('title; DROP TABLE pages')}`,
    `limit=${encodeURIComponent('1; DROP TABLE pages')}`,
  ]) {
    const response = await fetch(`${replica}/api/pages?${query}&depth=0`)
    const body = (await response.json().catch(() => ({}))) as { totalDocs?: number }
    restStatuses.push(
      `${response.status}${body.totalDocs === undefined ? '' : ` (${body.totalDocs} docs)`}`,
    )
  }
  return [
    {
      check: 'injection: query strings and paths',
      sent: `${statuses.length} page URLs with payloads in query and path (replica A)`,
      outcome: `${formatCounts(countBy(statuses))}; reflected unescaped: ${reflected.length ? reflected.join(', ') : 'none'}`,
      finding: statuses.some((status) => status >= 500 || status === 0) || reflected.length > 0,
    },
    {
      check: 'injection: REST query',
      sent: 'SQL in where/sort/limit of GET /api/pages (anonymous)',
      outcome: restStatuses.join('; '),
      finding: restStatuses.some((status) => status.startsWith('5')),
    },
  ]
}

async function cmsTextField(context: Parameters<AbuseCheck>[0]): Promise<CheckResult> {
  const { topology, adminToken } = context
  const replica = topology.replicas[0]!.url
  const editor = { authorization: `JWT ${adminToken}`, 'content-type': 'application/json' }
  const path = `abuse-${Date.now()}`
  const created = await fetch(`${replica}/api/pages`, {
    method: 'POST',
    headers: editor,
    body: JSON.stringify({
      title: `Zkouška ${XSS} ${SQL}`,
      path,
      hero: { eyebrow: SQL, lead: `Perex ${XSS} "><img src=x onerror=alert(1)> ${SQL}` },
      meta: { title: `SEO ${XSS}`, description: `Popis ${XSS} ${SQL}` },
      _status: 'published',
    }),
  })
  const createdBody = (await created.json().catch(() => ({}))) as { doc?: { id: number } }
  const id = createdBody.doc?.id
  const notes: string[] = [`create ${created.status}`]
  let unescaped = created.status >= 500
  let escapedSeen = false
  if (id) {
    const draft = await fetch(`${replica}/api/pages/${id}?draft=true`, {
      method: 'PATCH',
      headers: editor,
      body: JSON.stringify({ title: `Koncept ${XSS} ${SQL}`, hero: { lead: `Koncept ${XSS}` } }),
    })
    notes.push(`draft ${draft.status}`)
    for (const [label, origin] of [
      ['published via Varnish', topology.siteUrl],
      ['published on replica B', topology.replicas[1]!.url],
    ] as const) {
      const { status, html } = await getPage(origin, `/${path}`)
      notes.push(`${label} ${status}`)
      if (RAW_MARKUP.test(html)) unescaped = true
      if (html.includes('&lt;script&gt;alert(1)&lt;/script&gt;')) escapedSeen = true
    }
    // The preview: an editor's draft mode, as the admin's preview button opens it (the session
    // as a header: Payload takes a cookie session only from an allowed Origin).
    const session = { authorization: `JWT ${adminToken}` }
    const preview = await fetch(`${replica}/next/preview?path=${encodeURIComponent(`/${path}`)}`, {
      headers: session,
      redirect: 'manual',
    })
    const cookies = preview.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')
    const previewPage = await getPage(replica, `/${path}`, {
      headers: { ...session, cookie: cookies },
    })
    const showsDraft = previewPage.html.includes('Koncept')
    notes.push(
      `preview ${preview.status} → ${previewPage.status} (${showsDraft ? 'draft shown' : 'draft NOT shown: its escaping untested'})`,
    )
    if (RAW_MARKUP.test(previewPage.html)) unescaped = true
  }
  return {
    check: 'injection: CMS text fields',
    sent: 'page with XSS/SQL in title, eyebrow, lead, SEO (REST as admin), published + draft',
    outcome: `${notes.join('; ')}; ${unescaped ? 'UNESCAPED markup in HTML' : 'escaped'}${escapedSeen ? ' (&lt;script&gt; seen)' : ''}`,
    finding: unescaped || !id,
  }
}

/** XSS and SQL strings through the enquiry form, page URLs, REST queries and a CMS page. */
export const injection: AbuseCheck = async (context) => {
  const marks = outputMarks(context.topology)
  const results = [
    await enquiryFields(context),
    ...(await queryParameters(context)),
    await cmsTextField(context),
  ]
  const errors = outputSince(context.topology, marks)
    .split('\n')
    .filter((line) => SERVER_ERROR_OUTPUT.test(line))
  results.push({
    check: 'injection: server log',
    sent: 'replica output during the injection checks',
    outcome: errors.length
      ? `${errors.length} error lines: ${errors[0]!.slice(0, 160)}`
      : 'no database or server error',
    finding: errors.length > 0,
    details: errors.slice(0, 20),
  })
  return results
}
