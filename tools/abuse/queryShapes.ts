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
 * Issue 54: the query shapes a type-aware fuzzer turned into 500s, each by GET and by method
 * override (form-encoded query, and a JSON body beside the query string), anonymous and as admin.
 * A 5xx is a finding, and so is a stack or a database error in the replicas' output: what the
 * database or Payload refuses is a Czech 400 and one short log line (docs/security.md "Query
 * refusals"). Plus a deeply nested preferences value.
 */
const SHAPES: QueryShape[] = [
  ['pages', 'where[layout.blockType][exists]=true'],
  ['pages', 'where[layout.blockType][equals]=1'],
  ['pages', 'sort=layout.heading,layout.heading'],
  ['pages', 'where[layout.heading][equals]=x&sort=layout.heading'],
  ['pages', 'sort=hero.actions.link.url,meta.image.focalX'],
  ['redirects', 'sort=to.page.title,-to.page.title'],
  ['payload-locked-documents', `where[id][like]=${'9'.repeat(400)}.5`],
  ['payload-locked-documents', 'where[document][like]=1.5e300'],
  ['pages', 'where[title][all]=x'],
  ['pages', 'where[title][near]=1,2'],
  ['pages', 'where[title][like][0]=a&where[title][like][1]=b'],
  ['pages', 'where[title][equals]=%27%22%3B--'],
  ['globals/footer/versions', 'where[version.legalLinks.link.page.title][equals]=x'],
]

export const queryShapes: AbuseCheck = async (context) => {
  const replica = context.topology.replicas[0]!.url
  const marks = outputMarks(context.topology)
  const { statuses, failures } = await sendQueries(context, SHAPES, {
    address: '198.51.100.78',
    jsonOverride: true,
  })

  const deepValue = `{"value":${'['.repeat(9000)}${']'.repeat(9000)}}`
  const preferences = await fetch(`${replica}/api/payload-preferences/abuse-deep`, {
    method: 'POST',
    headers: { authorization: `JWT ${context.adminToken}`, 'content-type': 'application/json' },
    body: deepValue,
  })
  await preferences.arrayBuffer()

  const output = outputSince(context.topology, marks).split('\n')
  const errors = output.filter((line) => SERVER_ERROR_OUTPUT.test(line) || /^\s+at /.test(line))
  const results: CheckResult[] = [
    {
      check: 'query shapes',
      sent: `${SHAPES.length} fuzzer shapes × GET/override form/override JSON × anonymous/admin`,
      outcome: `${formatCounts(countBy(statuses))}; 5xx: ${failures.length ? failures.slice(0, 5).join(', ') : 'none'}`,
      finding: failures.length > 0,
      details: statuses,
    },
    {
      check: 'query shapes: preferences depth',
      sent: 'a payload-preferences value nested 9,000 levels (admin)',
      outcome: `HTTP ${preferences.status}`,
      finding: preferences.status !== 400,
    },
    {
      check: 'query shapes: server log',
      sent: 'replica output during the query-shape checks',
      outcome: errors.length
        ? `${errors.length} error or stack lines: ${errors[0]!.slice(0, 160)}`
        : 'no error, no stack',
      finding: errors.length > 0,
      details: errors.slice(0, 20),
    },
  ]
  return results
}
