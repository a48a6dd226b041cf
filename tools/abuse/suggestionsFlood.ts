import pg from 'pg'

import { sleep } from '../lib/siteRoutes'
import { asVisitor, countBy, formatCounts, type AbuseCheck, type CheckResult } from './check'

/** SEARCH_RATE_LIMIT_PER_MINUTE of the topology (the default): results pages and suggestions. */
const LIMIT = 120
const FLOOD = LIMIT + 10

/**
 * The search's per-client limit, as issue 54 found it failing open: the results page of each
 * replica makes the shared limiter first, then one address (this machine, through Varnish) asks
 * for suggestions 130 times within a minute, each for another query so the HTTP cache cannot
 * answer for the replicas. Past the limit they must refuse (429). Then the search log: queries
 * with a spelled-out e-mail address or phone number, searched on the results page, must not be
 * stored for the dashboard ("Co lidé hledají"); an ordinary query searched beside them must.
 */
export const suggestionsFlood: AbuseCheck = async ({ topology }) => {
  const results: CheckResult[] = []
  for (const [i, replica] of topology.replicas.entries()) {
    await fetch(`${replica.url}/hledat?q=podpis`, { headers: asVisitor(`198.51.100.${130 + i}`) })
  }
  const statuses: number[] = []
  for (let i = 0; i < FLOOD; i += 1) {
    const response = await fetch(`${topology.siteUrl}/hledat/naseptavac?q=podpis${i}`, {
      signal: AbortSignal.timeout(20_000),
    })
    await response.body?.cancel()
    statuses.push(response.status)
  }
  const answered = statuses.filter((status) => status !== 429).length
  results.push({
    check: 'suggestions flood',
    sent: `${FLOOD} suggestions in a row, one address, via Varnish (limit ${LIMIT} a minute)`,
    outcome: formatCounts(countBy(statuses)),
    finding: answered > LIMIT || statuses.at(-1) !== 429,
  })

  results.push(await spelledOutQueriesStored(topology))
  return results
}

const PERSONAL = [
  'jan.novak (at) seznam (dot) cz',
  'petr [at] firma [dot] cz',
  'jana zavináč example tečka cz',
  'jan.novak＠seznam.cz',
  '601–123–456',
  '６０１ １２３ ４５６',
]

async function spelledOutQueriesStored(
  topology: Parameters<AbuseCheck>[0]['topology'],
): Promise<CheckResult> {
  const database = new pg.Client({ connectionString: topology.env.DATABASE_URL })
  await database.connect()
  try {
    const stored = async () =>
      new Set(
        (
          await database.query<{ query: string }>('SELECT query FROM public.search_queries')
        ).rows.map((row) => row.query),
      )
    const before = await stored()
    // Another visitor than the flood's: this machine's address is over its search limit now.
    const visitor = asVisitor('198.51.100.140')
    const control = `kontrola hledani ${Date.now().toString(36)}`
    for (const query of [...PERSONAL, control]) {
      const response = await fetch(
        `${topology.replicas[0]!.url}/hledat?q=${encodeURIComponent(query)}`,
        { headers: visitor },
      )
      await response.body?.cancel()
    }
    // The log is written after the answer has gone out (next/server `after`).
    let after = await stored()
    for (let waited = 0; !after.has(control) && waited < 10_000; waited += 250) {
      await sleep(250)
      after = await stored()
    }
    const added = [...after].filter((query) => !before.has(query) && query !== control)
    return {
      check: 'search log personal data',
      sent: `${PERSONAL.length} spelled-out e-mails and phone numbers, one ordinary query`,
      outcome: !after.has(control)
        ? 'the ordinary query was not stored either: the log does not work'
        : added.length
          ? `stored: ${added.join(' | ')}`
          : 'none stored; the ordinary query stored',
      finding: !after.has(control) || added.length > 0,
    }
  } finally {
    await database.end()
  }
}
