import { getPage } from '../lib/siteRoutes'
import { asVisitor, countBy, formatCounts, type AbuseCheck, type CheckResult } from './check'

/**
 * The write-side classes of docs/security.md, as an attacker would try them on the production
 * topology: control characters in every kind of path parameter, unsafe links saved through the
 * CMS, a draft read with nothing but the draft-mode cookie, a forged draft-mode cookie, and bad
 * REST parameters. Each class is a row; any 5xx, off-site `Location`, accepted unsafe link or
 * leaked draft is a finding.
 */

/** Values a browser (or a careless decoder) reads differently from what a check saw. */
const NASTY = [
  '%00',
  '%09',
  '%0a',
  '%0d%0aSet-Cookie:%20x=1',
  '%7f',
  '%5c%5cevil.example',
  '/%09/evil.example',
  '%2f%2fevil.example',
  '/%5cevil.example',
  '%E2%80%8B',
  '%ff',
  'a'.repeat(3000),
]

/** Every kind of path parameter the site and Payload take, `X` standing for the value. */
const PATH_TEMPLATES = [
  '/next/exit-preview?path=X',
  '/next/preview?path=X',
  '/X',
  '/blog/X',
  '/nase-prace/X',
  '/udalosti/X',
  '/kariera/X',
  '/pro-media/X',
  '/eshop/X',
  '/potvrzeni-schuzky-X',
  '/provider-image/640/X/X',
  '/api/pages/X',
  '/api/pages?where[path][equals]=X',
  '/api/globals/homepage/versions/X',
  '/api/media/file/X',
]

/** A body that shows a stack or a server path (what a 500 page of a framework prints). */
const STACK_TRACE = /\n\s+at [\w.<>]+ \(|\/node_modules\/|\/app\/\.next\//

const sameOrigin = (location: string | null, requestUrl: string) =>
  !location || new URL(location, requestUrl).origin === new URL(requestUrl).origin

async function controlCharacters(origin: string): Promise<CheckResult> {
  const statuses: number[] = []
  const problems: string[] = []
  for (const template of PATH_TEMPLATES) {
    for (const value of NASTY) {
      const url = template.replaceAll('X', value)
      const { status, headers, html } = await getPage(origin, url).catch(() => ({
        status: 0,
        headers: new Headers(),
        html: '',
      }))
      statuses.push(status)
      if (status === 0 || status >= 500) problems.push(`${status} ${url.slice(0, 80)}`)
      else if (!sameOrigin(headers.get('location'), `${origin}${url}`))
        problems.push(`off-site Location ${headers.get('location')} for ${url.slice(0, 80)}`)
      else if (STACK_TRACE.test(html)) problems.push(`stack trace in ${url.slice(0, 80)}`)
    }
  }
  return {
    check: 'write: control characters in paths',
    sent: `${NASTY.length} values × ${PATH_TEMPLATES.length} path parameters (replica A)`,
    outcome: `${formatCounts(countBy(statuses))}; problems: ${problems.length ? problems.slice(0, 5).join('; ') : 'none'}`,
    finding: problems.length > 0,
    details: problems,
  }
}

/** A Lexical document with one link to `url`. */
const richTextWithLink = (url: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        children: [
          {
            type: 'link',
            version: 3,
            direction: null,
            format: '',
            indent: 0,
            fields: { linkType: 'custom', url, newTab: false },
            children: [{ type: 'text', version: 1, text: 'odkaz', format: 0, mode: 'normal' }],
          },
        ],
      },
    ],
  },
})

const UNSAFE_LINKS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  'vbscript:msgbox(1)',
]

async function unsafeLinks(origin: string, token: string): Promise<CheckResult> {
  const headers = {
    'content-type': 'application/json',
    authorization: `JWT ${token}`,
    ...asVisitor('198.51.100.251'),
  }
  const accepted: string[] = []
  const refused: string[] = []
  const statuses: number[] = []
  const post = async (what: string, collection: string, body: unknown) => {
    const response = await fetch(`${origin}/api/${collection}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
    statuses.push(response.status)
    if (response.ok) accepted.push(what)
    else refused.push(`${what}: ${response.status} ${(await response.text()).slice(0, 160)}`)
  }
  const tryAll = async (link: string, i: number, pathLink = link) => {
    const from = `/abuse-odkaz-${Date.now()}-${i}`
    await post(`redirect url ${link}`, 'redirects', { from, to: { type: 'url', url: link } })
    await post(`redirect path ${link}`, 'redirects', {
      from: `${from}-cesta`,
      to: { type: 'path', path: pathLink },
    })
    await post(`rich text ${link}`, 'press-releases', {
      title: `Abuse ${i}`,
      slug: `abuse-odkaz-${Date.now()}-${i + 1}`,
      perex: 'Kontrola odkazů.',
      publishedAt: new Date().toISOString(),
      content: richTextWithLink(link),
      _status: 'published',
    })
  }
  // The control: the same three requests with a safe link must be accepted, or the row proves nothing.
  await tryAll('https://www.software602.cz/', -1, '/kontakt')
  const controls = accepted.splice(0)
  const refusedControls = refused.splice(0)
  for (const [i, link] of UNSAFE_LINKS.entries()) await tryAll(link, i)
  return {
    check: 'write: unsafe links through the CMS',
    sent: `${UNSAFE_LINKS.length} links × (redirect URL, redirect path, rich text) as the admin`,
    outcome:
      `${formatCounts(countBy(statuses))}; safe control accepted ${controls.length}/3` +
      `${refusedControls.length ? ` (refused: ${refusedControls.join('; ')})` : ''}; ` +
      `unsafe accepted: ${accepted.length ? accepted.join('; ') : 'none'}`,
    finding: controls.length < 3 || accepted.length > 0 || statuses.some((s) => s >= 500),
    details: accepted,
  }
}

/** The draft-mode cookie (`name=value`) an administrator's preview sets, or null. */
async function draftModeCookie(origin: string, token: string, path: string) {
  const response = await fetch(`${origin}/next/preview?path=${encodeURIComponent(path)}`, {
    redirect: 'manual',
    headers: { authorization: `JWT ${token}`, ...asVisitor('198.51.100.252') },
  })
  await response.body?.cancel()
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('__prerender_bypass='))
  return cookie ? cookie.split(';')[0]! : null
}

async function draftWithCookieOnly(origin: string, token: string): Promise<CheckResult[]> {
  const auth = { 'content-type': 'application/json', authorization: `JWT ${token}` }
  const marker = `Koncept-abuse-${Date.now()}`
  // A published page and a newer draft of it; the homepage gets a draft title.
  const path = `abuse-koncept-${Date.now()}`
  const created = await fetch(`${origin}/api/pages`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ title: 'Zveřejněná verze', path, _status: 'published' }),
  })
  const { doc } = (await created.json()) as { doc?: { id: number } }
  if (!doc) throw new Error(`creating a page: ${created.status}`)
  await fetch(`${origin}/api/pages/${doc.id}?draft=true`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ title: marker, _status: 'draft' }),
  }).then((response) => response.body?.cancel())
  const homepage = await fetch(`${origin}/api/globals/homepage?draft=true&depth=0`, {
    headers: auth,
  }).then((response) => response.json() as Promise<Record<string, unknown>>)
  await fetch(`${origin}/api/globals/homepage?draft=true`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ ...homepage, title: marker, _status: 'draft' }),
  }).then((response) => response.body?.cancel())

  const cookie = await draftModeCookie(origin, token, `/${path}`)
  if (!cookie) throw new Error('the preview route set no draft-mode cookie for the admin')
  const leaked: string[] = []
  const policies: string[] = []
  for (const url of ['/', `/${path}`]) {
    const withCookie = await getPage(origin, url, { headers: { cookie } })
    if (withCookie.html.includes(marker)) leaked.push(url)
    const forged = await getPage(origin, url, {
      headers: { cookie: '__prerender_bypass=nepravy-klic' },
    })
    if (forged.html.includes(marker)) leaked.push(`${url} (forged)`)
    policies.push(`${url} ${forged.headers.get('cache-control') ?? '-'}`)
  }
  const longLived = policies.filter((policy) =>
    [...policy.matchAll(/s-maxage=(\d+)/g)].some(([, seconds]) => Number(seconds) > 1),
  )
  return [
    {
      check: 'write: draft read with only the cookie',
      sent: "an admin's draft-mode cookie without the session, and a forged one, on / and a page",
      outcome: leaked.length ? `draft shown on ${leaked.join(', ')}` : 'published versions only',
      finding: leaked.length > 0,
    },
    {
      check: 'write: forged draft cookie and cache policy',
      sent: '__prerender_bypass=<garbage> on / and a page',
      outcome: policies.join('; '),
      finding: longLived.length > 0,
    },
  ]
}

/** Payload's REST API with ids, parameters and versions it cannot serve. */
const BAD_REST = [
  '/api/pages/abc',
  '/api/pages/99999999999999999999',
  '/api/pages/-1',
  '/api/pages?depth=100000',
  '/api/pages?limit=-1',
  '/api/pages?page=0',
  '/api/pages?sort=%00',
  '/api/pages?where[nic][equals]=1',
  '/api/pages?where[title][near]=1,2',
  '/api/pages?where[or][0][and]=x',
  '/api/redirects/versions',
  '/api/redirects/versions/1',
  '/api/globals/site-settings/versions',
  '/api/media/file/neni-tu.png',
  '/api/media/file/..%2f..%2fetc%2fpasswd',
  '/api/users/1%00',
]

async function badRestParameters(origin: string): Promise<CheckResult> {
  const statuses: number[] = []
  const problems: string[] = []
  for (const url of BAD_REST) {
    const { status, html } = await getPage(origin, url)
    statuses.push(status)
    if (status >= 500) problems.push(`${status} ${url}`)
    else if (STACK_TRACE.test(html)) problems.push(`stack trace in ${url}`)
  }
  return {
    check: 'write: bad REST parameters',
    sent: `${BAD_REST.length} REST requests with bad ids, params and versions (anonymous)`,
    outcome: `${formatCounts(countBy(statuses))}; problems: ${problems.length ? problems.join('; ') : 'none'}`,
    finding: problems.length > 0,
    details: problems,
  }
}

export const writeSide: AbuseCheck = async ({ topology, adminToken }) => {
  const replica = topology.replicas[0]!.url
  return [
    await controlCharacters(replica),
    await unsafeLinks(replica, adminToken),
    ...(await draftWithCookieOnly(replica, adminToken)),
    await badRestParameters(replica),
  ]
}
