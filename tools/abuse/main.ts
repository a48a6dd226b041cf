import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { asVisitor, type AbuseCheck, type AbuseContext, type CheckResult } from './check'
import { enquiryFlood } from './enquiryFlood'
import { injection } from './injection'
import { junkUrls } from './junkUrls'
import { logForging } from './logForging'
import { loginSpray } from './loginSpray'
import { methodOverride } from './methodOverride'
import { oversizedBodies } from './oversized'
import { queryShapes } from './queryShapes'
import { reauth } from './reauth'
import { suggestionsFlood } from './suggestionsFlood'
import { serverActionBodies } from './serverActions'
import { writeSide } from './writeSide'
import { formatTable, timestampForFile } from '../lib/table'
import { startTopology } from '../lib/topology'

/**
 * `npm run abuse`: the production topology (two replicas behind Varnish, Redis, PostgreSQL,
 * sandbox) with its default limits, and what an attacker would try: an enquiry flood, a login
 * spray, oversized bodies, junk URLs, XSS and SQL strings. A table of what each produced; exit 1
 * on a finding. See docs/security.md "Abuse limits".
 */
const ADMIN = {
  email: process.env.SEED_ADMIN_EMAIL || 'admin@example.cz',
  password: process.env.SEED_ADMIN_PASSWORD || 'Heslo-602-admin',
}

const CHECKS: Array<[string, AbuseCheck]> = [
  ['enquiry', enquiryFlood],
  ['oversized', oversizedBodies],
  ['junk', junkUrls],
  ['injection', injection],
  ['override', methodOverride],
  ['login', loginSpray],
  ['write', writeSide],
  ['reauth', reauth],
  ['limits', suggestionsFlood],
  ['logs', logForging],
  ['shapes', queryShapes],
  ['actions', serverActionBodies],
]
const ONLY = process.env.ABUSE_CHECKS?.split(',').filter(Boolean)

async function adminToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...asVisitor('198.51.100.250') },
    body: JSON.stringify(ADMIN),
  })
  // No body carries the token (auth.removeTokenFromResponses): it is the session cookie's value.
  const token = /payload-token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
  if (!token) throw new Error(`sign-in of ${ADMIN.email}: ${response.status}`)
  return token
}

async function main() {
  console.info('[abuse] starting the topology…')
  const topology = await startTopology()
  // Ctrl-C: stop the parts (PostgreSQL, Redis, Varnish, replicas) before leaving.
  process.once('SIGINT', () => {
    void topology.stop().finally(() => process.exit(130))
  })
  const results: CheckResult[] = []
  try {
    const context: AbuseContext = {
      topology,
      admin: ADMIN,
      adminToken: await adminToken(topology.replicas[0]!.url),
    }
    for (const [name, check] of CHECKS) {
      if (ONLY && !ONLY.includes(name)) continue
      console.info(`[abuse] ${name}…`)
      try {
        const rows = await check(context)
        for (const row of rows) console.info(`[abuse] ${row.check}: ${row.outcome}`)
        results.push(...rows)
      } catch (error) {
        results.push({
          check: name,
          sent: '-',
          outcome: `the check itself failed: ${error instanceof Error ? error.message : String(error)}`,
          finding: true,
        })
      }
    }
    const health = await Promise.all(
      topology.replicas.map(async (replica) => {
        const status = await fetch(`${replica.url}/api/health`)
          .then((response) => response.status)
          .catch(() => 0)
        return `${replica.name} ${status}, ${(replica.residentBytes() / 2 ** 20).toFixed(0)} MB`
      }),
    )
    results.push({
      check: 'replicas afterwards',
      sent: '/api/health',
      outcome: health.join('; '),
      finding: health.some((line) => !line.includes(' 200,')),
    })
  } finally {
    await topology.stop()
  }

  console.info('')
  console.info(
    formatTable(
      results.map((result) => ({
        check: result.check,
        sent: result.sent,
        outcome: result.outcome,
        finding: result.finding ? 'FINDING' : 'ok',
      })),
    ),
  )
  console.info('')
  mkdirSync('bench-results', { recursive: true })
  const file = path.join('bench-results', `abuse-${timestampForFile()}.json`)
  writeFileSync(file, JSON.stringify({ results }, null, 2))
  console.info(`[abuse] written to ${file}`)
  const findings = results.filter((result) => result.finding)
  if (findings.length > 0) {
    console.error(
      `[abuse] ${findings.length} finding(s): ${findings.map((r) => r.check).join(', ')}`,
    )
    process.exit(1)
  }
  process.exit(0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
