import {
  countBy,
  formatCounts,
  outputMarks,
  outputSince,
  SERVER_ERROR_OUTPUT,
  type AbuseCheck,
  type CheckResult,
} from './check'
import { type QueryShape, sendQueries } from './sendQueries'

/**
 * Issue 38: the review's hostile queries, sent both as a GET query string and as Payload's
 * method override (`POST` + `X-HTTP-Method-Override: GET`, the query in the body), anonymous
 * and as admin. Every one must be a 4xx (or a 200 for what is merely odd): the operation's
 * `beforeOperation` bounds and the mapping of the database's refusals (docs/security.md "Query
 * refusals") hold for both transports. Plus deep JSON.
 */
const HOSTILE: QueryShape[] = [
  ['pages', 'where[_status][in]=x,y'],
  ['pages', 'where[title][all]=x'],
  ['pages', 'where[kind][in][0][x]=1'],
  ['pages', 'where[title][near]=1,2'],
  ['pages', 'where[or][0][id][in]=abc'],
  ['pages', 'where[id][equals]=99999999999999999999'],
  ['pages', 'where[createdAt][greater_than]=yesterday'],
  ['pages', 'where[title][equals][0]=a&where[title][equals][1]=b'],
  ['pages', 'where=abc'],
  ['pages', 'page=-1&limit=1e20&depth=abc'],
  ['pages', 'sort=title;DROP'],
  ['pages', 'select=title'],
  ['users', 'where[roles][contains]=x'],
  ['users', 'where[roles][in]=owner'],
  ['press-releases', 'where[_status][in]=x,y'],
  ['media', 'where[width][equals]=wide'],
  ['leads', 'where[createdAt][in]=a,b'],
]

const FORM = {
  'content-type': 'application/x-www-form-urlencoded',
  'x-http-method-override': 'GET',
}

export const methodOverride: AbuseCheck = async (context) => {
  const replica = context.topology.replicas[0]!.url
  const marks = outputMarks(context.topology)
  const { statuses, failures } = await sendQueries(context, HOSTILE, { address: '198.51.100.77' })
  for (const [who, auth] of [
    ['anonymous', {}],
    ['admin', { authorization: `JWT ${context.adminToken}` }],
  ] as const) {
    const broken = await fetch(`${replica}/api/pages`, {
      method: 'POST',
      headers: {
        ...auth,
        'content-type': 'application/json',
        'x-http-method-override': 'GET',
      },
      body: '{"where":',
    })
    statuses.push(`override-json ${broken.status}`)
    if (broken.status >= 500) failures.push(`override ${who} broken JSON body`)
  }

  // Deep JSON: a where of 9,000 levels (in an override body: as a URL it would pass Node's
  // header limit), and a page whose layout nests 9,000 levels (admin). Built as text.
  const levels = 9000
  const where = `${'{"and":['.repeat(levels)}{"title":{"equals":"a"}}${']}'.repeat(levels)}`
  const deepWhere = await fetch(`${replica}/api/pages`, {
    method: 'POST',
    headers: FORM,
    body: `where=${encodeURIComponent(where)}`,
  })
  const node = `${'{"type":"listitem","version":1,"children":['.repeat(levels)}{"type":"text","text":"x"}${']}'.repeat(levels)}`
  const deepBody = await fetch(`${replica}/api/pages?draft=true`, {
    method: 'POST',
    headers: { authorization: `JWT ${context.adminToken}`, 'content-type': 'application/json' },
    body: `{"title":"Hluboko","path":"abuse-deep-${Date.now()}","layout":[${node}]}`,
  })
  const errors = outputSince(context.topology, marks)
    .split('\n')
    .filter((line) => SERVER_ERROR_OUTPUT.test(line))

  const results: CheckResult[] = [
    {
      check: 'method override: hostile queries',
      sent: `${HOSTILE.length} review queries × GET/override × anonymous/admin, plus a broken JSON override body`,
      outcome: `${formatCounts(countBy(statuses))}; 5xx: ${failures.length ? failures.join(', ') : 'none'}`,
      finding: failures.length > 0,
      details: statuses,
    },
    {
      check: 'deep JSON',
      sent: 'where nested 9,000 levels in a method-override body (anonymous); page body nested 9,000 levels (admin)',
      outcome: `where ${deepWhere.status}; body ${deepBody.status}`,
      finding: deepWhere.status !== 400 || deepBody.status !== 400,
    },
    {
      check: 'method override: server log',
      sent: 'replica output during the method-override checks',
      outcome: errors.length
        ? `${errors.length} error lines: ${errors[0]!.slice(0, 160)}`
        : 'no error',
      finding: errors.length > 0,
      details: errors.slice(0, 20),
    },
  ]
  await Promise.all([deepWhere.arrayBuffer(), deepBody.arrayBuffer()])
  return results
}
