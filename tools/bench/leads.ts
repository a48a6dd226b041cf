/**
 * What storing leads first costs a visitor, and what it buys during a provider outage:
 *   npm run build && npm run bench:leads
 *
 * On the topology of tools/lib/topology.ts (PostgreSQL, sandbox, Redis, replicas A and B,
 * Varnish) with A and B in the web role and the background work in a worker process of its own
 * (`npm run worker`, as docker-compose.yml runs it), plus a third replica C of the same build and
 * database with LEADS_STORE=false (it sends each enquiry straight to the provider, as before
 * leads were stored) behind a Varnish of its own:
 *
 * (a) latency, provider healthy: the enquiry form's server action, through Varnish, to A/B
 *     (store the lead + its job in one transaction; the worker delivers it meanwhile) and to C
 *     (the provider's answer awaited), BENCH_LEADS_REQUESTS (200) each, 10 at a time, in rounds
 *     alternating A/B/A/B after a warm-up. p50/p95/p99 both ways; budget p95 stored ≤ 1.1×
 *     direct.
 * (b) outage: the provider stopped for BENCH_LEADS_OUTAGE_SECONDS (300); BENCH_LEADS_COUNT
 *     (1000) enquiries spread over it, alternately straight to replica A and B (with the
 *     X-Forwarded-For Varnish would add), 10 at a time at most; the provider started again;
 *     seconds until the provider has accepted all of them (budget 120 s), lost (0), accepted
 *     more than once (0), refused by the form (0). During the drain the worker is restarted
 *     twice (SIGTERM, then a new worker process), as a deploy would.
 *
 * Results: bench-results/leads-<timestamp>.json; exit 1 when a budget is missed.
 */
import os from 'node:os'

import pg from 'pg'

import { MIN_FILL_MS } from '../../src/leads/enquiry/botGuard'
import { findFreePort } from '../../scripts/lib/findFreePort'
import { type RunningHttpCache, startHttpCache } from '../lib/httpCache'
import {
  answerOfEnquiry,
  byEmail,
  duplicateKeys,
  leadHealth,
  percentiles,
  SendFormLedger,
} from '../lib/leadDeliveries'
import { enquiryClient, sampleEnquiry } from '../lib/serverAction'
import { runPool, sleep } from '../lib/siteRoutes'
import { formatTable } from '../lib/table'
import { type AppReplica, startReplica, startTopology, type Topology } from '../lib/topology'
import { startWorkerProcess, type WorkerProcess } from '../lib/workerProcess'
import { writeBenchResult } from './lib/results'

const REQUESTS = Number(process.env.BENCH_LEADS_REQUESTS) || 200
const OUTAGE_SECONDS = Number(process.env.BENCH_LEADS_OUTAGE_SECONDS) || 300
const COUNT = Number(process.env.BENCH_LEADS_COUNT) || 1000
const CONCURRENCY = 10
const ROUNDS = 4
const WARM_UP = 20
/** Enquiries are all sent in the outage's first part, so the last one is stored before it ends. */
const SUBMIT_MARGIN_SECONDS = Math.min(10, OUTAGE_SECONDS / 10)
/** How long to wait for the deliveries after the provider is back (longer than the budget). */
const DRAIN_WAIT_SECONDS = 240
const BUDGET = { p95Ratio: 1.1, drainSeconds: 120, lost: 0, duplicates: 0, refused: 0 }

type Side = 'stored' | 'direct'
type Timed = { answer: string; ms: number }

let topology: Topology | undefined
let worker: WorkerProcess | undefined
let direct: AppReplica | undefined
let directCache: RunningHttpCache | undefined
let failed = false
const run = Date.now()

/** One enquiry through `client`, timed from the POST to the form's answer. */
async function timedSend(
  client: ReturnType<typeof enquiryClient>,
  token: string,
  email: string,
): Promise<Timed> {
  const started = performance.now()
  try {
    const answer = answerOfEnquiry(await client.send(sampleEnquiry(email, token)))
    return { answer, ms: performance.now() - started }
  } catch (error) {
    const answer = error instanceof Error ? error.message : String(error)
    return { answer, ms: performance.now() - started }
  }
}

async function tokenOf(client: ReturnType<typeof enquiryClient>): Promise<string> {
  const token = await client.token()
  if (!token) throw new Error('issueEnquiryToken did not answer a token')
  return token
}

async function waitUntilNoneUndelivered(replicas: AppReplica[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const health = await Promise.all(replicas.map((replica) => leadHealth(replica)))
    if (health.every((leads) => leads?.undelivered === 0)) return
    await sleep(500)
  }
  throw new Error(`Leads still undelivered after ${timeoutMs} ms`)
}

async function latency(current: Topology) {
  const directPort = await findFreePort()
  direct = await startReplica('C-direct', directPort, {
    ...current.env,
    LEADS_STORE: 'false',
    PROCESS_ROLE: 'web',
  })
  directCache = await startHttpCache({
    port: await findFreePort(),
    backends: [{ host: '127.0.0.1', port: directPort }],
  })
  const clients: Record<Side, ReturnType<typeof enquiryClient>> = {
    stored: enquiryClient(current.siteUrl),
    direct: enquiryClient(directCache.url),
  }
  const tokens = {
    stored: await tokenOf(clients.stored),
    direct: await tokenOf(clients.direct),
  }
  await sleep(MIN_FILL_MS + 200)
  const samples: Record<Side, Timed[]> = { stored: [], direct: [] }
  let sequence = 0
  const batch = async (side: Side, count: number, keep: boolean) => {
    const emails = Array.from(
      { length: count },
      () => `bench-${side}-${run}-${sequence++}@example.cz`,
    )
    await runPool(emails, CONCURRENCY, async (email) => {
      const timed = await timedSend(clients[side], tokens[side], email)
      if (keep) samples[side].push(timed)
    })
  }
  for (const side of ['stored', 'direct'] as const) await batch(side, WARM_UP, false)
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of ['stored', 'direct'] as const) {
      await batch(side, Math.ceil(REQUESTS / ROUNDS), true)
    }
  }
  await directCache.stop()
  directCache = undefined
  await direct.stop()
  direct = undefined

  const sides = Object.fromEntries(
    (['stored', 'direct'] as const).map((side) => {
      const ms = samples[side].map(({ ms }) => ms)
      return [
        side,
        {
          requests: ms.length,
          notSent: samples[side].filter(({ answer }) => answer !== 'ok').length,
          ...percentiles(ms),
          mean: ms.reduce((sum, value) => sum + value, 0) / ms.length,
        },
      ]
    }),
  ) as Record<
    Side,
    ReturnType<typeof percentiles> & { requests: number; notSent: number; mean: number }
  >
  return { sides, p95Ratio: sides.stored.p95 / sides.direct.p95 }
}

type PendingAtRecovery = { pending: number; dueWithinSeconds: number | null; maxAttempts: number }

async function pendingAtRecovery(client: pg.Client): Promise<PendingAtRecovery> {
  const { rows } = await client.query<{ pending: string; due: string | null; attempts: string }>(
    `SELECT count(*) AS pending,
       max(extract(epoch FROM next_attempt_at - now())) AS due,
       coalesce(max(attempts), 0) AS attempts
     FROM "public"."leads" WHERE status = 'pending'`,
  )
  const row = rows[0]!
  return {
    pending: Number(row.pending),
    dueWithinSeconds: row.due === null ? null : Number(row.due),
    maxAttempts: Number(row.attempts),
  }
}

async function attemptsOf(client: pg.Client, emails: string[]) {
  const { rows } = await client.query<{ status: string; leads: string; avg: string; max: string }>(
    `SELECT status, count(*) AS leads, avg(attempts) AS avg, max(attempts) AS max
     FROM "public"."leads" WHERE email = ANY($1) GROUP BY status`,
    [emails],
  )
  return rows.map((row) => ({
    status: row.status,
    leads: Number(row.leads),
    attemptsAvg: Number(Number(row.avg).toFixed(2)),
    attemptsMax: Number(row.max),
  }))
}

async function outage(current: Topology) {
  const [a, b] = current.replicas
  await waitUntilNoneUndelivered([a!, b!], 120_000)
  const ledger = new SendFormLedger(() => current.sandbox)
  const clients = [a!, b!].map((replica, i) =>
    enquiryClient(replica.url, { 'x-forwarded-for': `198.51.100.${30 + i}` }),
  )
  const tokens = await Promise.all(clients.map(tokenOf))
  await sleep(MIN_FILL_MS + 200)
  const database = new pg.Client({ connectionString: String(current.env.DATABASE_URL) })
  await database.connect()
  try {
    // Page HTML the clients post through, fetched while the provider is still up.
    for (let i = 0; i < clients.length; i++) {
      const answer = await timedSend(clients[i]!, tokens[i]!, `bench-warm-${run}-${i}@example.cz`)
      if (answer.answer !== 'ok') throw new Error(`warm-up enquiry: ${answer.answer}`)
    }
    await waitUntilNoneUndelivered([a!, b!], 60_000)

    ledger.observe()
    await current.provider.stop()
    const outageStarted = Date.now()
    console.info(`[bench:leads] provider stopped for ${OUTAGE_SECONDS} s; ${COUNT} enquiries…`)
    const spacingMs = ((OUTAGE_SECONDS - SUBMIT_MARGIN_SECONDS) * 1000) / COUNT
    const emails = Array.from({ length: COUNT }, (_, i) => `outage-${run}-${i}@example.cz`)
    const sent: Array<Timed & { email: string; answeredAt: number }> = []
    await runPool([...emails.keys()], CONCURRENCY, async (i) => {
      await sleep(Math.max(0, outageStarted + i * spacingMs - Date.now()))
      const timed = await timedSend(clients[i % 2]!, tokens[i % 2]!, emails[i]!)
      sent.push({ ...timed, email: emails[i]!, answeredAt: Date.now() })
    })
    const submittedSeconds = (Date.now() - outageStarted) / 1000
    await sleep(Math.max(0, outageStarted + OUTAGE_SECONDS * 1000 - Date.now()))
    const beforeRecovery = await pendingAtRecovery(database)
    await current.provider.start()
    const recovered = Date.now()
    console.info(
      `[bench:leads] provider back; ${beforeRecovery.pending} leads pending, ` +
        `the last due in ${beforeRecovery.dueWithinSeconds?.toFixed(1) ?? '-'} s`,
    )

    const answeredSent = sent.filter(({ answer }) => answer === 'ok').map(({ email }) => email)
    // A deploy during the drain: the worker stopped (SIGTERM) and started again, twice.
    const restarts: Array<{ stoppedAtSeconds: number; exitCode: number | null; downMs: number }> =
      []
    const restarting = (async () => {
      for (let i = 0; i < 2; i++) {
        await sleep(2000)
        const stoppedAt = Date.now()
        const exitCode = await worker!.stop()
        worker = await startWorkerProcess(current.env)
        restarts.push({
          stoppedAtSeconds: (stoppedAt - recovered) / 1000,
          exitCode,
          downMs: Date.now() - stoppedAt,
        })
      }
    })()
    let allAcceptedAt: number | null = null
    while (Date.now() - recovered < DRAIN_WAIT_SECONDS * 1000) {
      const grouped = byEmail(ledger.accepted(), answeredSent)
      if ([...grouped.values()].every((events) => events.length > 0)) {
        allAcceptedAt = Date.now()
        break
      }
      await sleep(250)
    }
    await restarting
    // A few seconds more, so that a re-send already on its way would be counted too.
    if (allAcceptedAt !== null) await sleep(5000)
    const accepted = ledger.accepted()
    const grouped = byEmail(accepted, answeredSent)
    const firstAcceptances = [...grouped.values()]
      .filter((events) => events.length > 0)
      .map((events) => Math.min(...events.map(({ at }) => at)))
    const afterRecovery = firstAcceptances.map((at) => (at - recovered) / 1000)
    const lastAccepted = Math.max(...firstAcceptances)
    const firstAccepted = Math.min(...firstAcceptances)
    const ours = accepted.filter(({ email }) => email && grouped.has(email))
    const duplicates = duplicateKeys(ours)
    const health = await Promise.all([a!, b!].map((replica) => leadHealth(replica)))
    return {
      outageSeconds: OUTAGE_SECONDS,
      count: COUNT,
      submittedWithinSeconds: submittedSeconds,
      answers: countBy(sent.map(({ answer }) => answer)),
      submitLatencyMs: percentiles(sent.map(({ ms }) => ms)),
      refused: sent.length - answeredSent.length,
      pendingAtRecovery: beforeRecovery,
      delivered: firstAcceptances.length,
      lost: answeredSent.length - firstAcceptances.length,
      duplicates: duplicates.size,
      allAcceptedSeconds: allAcceptedAt === null ? null : (lastAccepted - recovered) / 1000,
      firstAcceptedSeconds: firstAcceptances.length ? (firstAccepted - recovered) / 1000 : null,
      acceptedAfterRecoverySeconds: percentiles(afterRecovery),
      drainPerSecond:
        firstAcceptances.length > 1
          ? firstAcceptances.length / Math.max(0.001, (lastAccepted - firstAccepted) / 1000)
          : null,
      sendFormRequestsAfterRecovery: ledger.requests().filter(({ at }) => at >= recovered).length,
      leadsByStatus: await attemptsOf(database, answeredSent),
      workerRestarts: restarts,
      healthAfter: health,
    }
  } finally {
    await database.end().catch(() => {})
  }
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1
  return counts
}

const ms = (value: number) => value.toFixed(1)
const check = (ok: boolean) => (ok ? 'ok' : 'MISSED')

try {
  console.info('[bench:leads] starting the topology…')
  topology = await startTopology({
    env: { ENQUIRY_RATE_LIMIT_POINTS: '100000', PROCESS_ROLE: 'web' },
  })
  worker = await startWorkerProcess(topology.env)
  const lat = await latency(topology)
  console.info(
    `[bench:leads] latency: stored p95 ${ms(lat.sides.stored.p95)} ms, direct p95 ${ms(lat.sides.direct.p95)} ms`,
  )
  const out = await outage(topology)

  const checks = {
    p95Ratio: lat.p95Ratio <= BUDGET.p95Ratio,
    latencyAnswers: lat.sides.stored.notSent === 0 && lat.sides.direct.notSent === 0,
    drain: out.allAcceptedSeconds !== null && out.allAcceptedSeconds <= BUDGET.drainSeconds,
    lost: out.lost <= BUDGET.lost,
    duplicates: out.duplicates <= BUDGET.duplicates,
    refused: out.refused <= BUDGET.refused,
    workerRestarts: out.workerRestarts.every(({ exitCode }) => exitCode === 0),
  }
  failed = Object.values(checks).some((ok) => !ok)
  const file = writeBenchResult('leads', {
    budget: BUDGET,
    requestsPerSide: REQUESTS,
    concurrency: CONCURRENCY,
    rounds: ROUNDS,
    latency: lat,
    outage: out,
    checks,
    ok: !failed,
    loadAverage: os.loadavg(),
  })

  console.info(
    [
      '',
      `Enquiry latency, provider healthy: through Varnish, ${REQUESTS} per side, ${CONCURRENCY} at a time, ${ROUNDS} rounds A/B/A/B`,
      formatTable(
        (['stored', 'direct'] as const).map((side) => ({
          side:
            side === 'stored'
              ? 'A/B store the lead, worker in its own process'
              : 'C straight to provider',
          requests: String(lat.sides[side].requests),
          'not sent': String(lat.sides[side].notSent),
          'p50 ms': ms(lat.sides[side].p50),
          'p95 ms': ms(lat.sides[side].p95),
          'p99 ms': ms(lat.sides[side].p99),
          'mean ms': ms(lat.sides[side].mean),
        })),
      ),
      '',
      `Provider stopped ${OUTAGE_SECONDS} s, ${COUNT} enquiries to A and B meanwhile (submitted within ${out.submittedWithinSeconds.toFixed(0)} s)`,
      formatTable([
        {
          measure: 'p95 stored / direct',
          value: `${lat.p95Ratio.toFixed(2)}×`,
          budget: `≤ ${BUDGET.p95Ratio}×`,
          result: check(checks.p95Ratio),
        },
        {
          measure: 'answered "sent" in the outage',
          value: `${COUNT - out.refused} / ${COUNT} (p95 ${ms(out.submitLatencyMs.p95)} ms)`,
          budget: `${BUDGET.refused} refused`,
          result: check(checks.refused),
        },
        {
          measure: 'all accepted after recovery',
          value:
            out.allAcceptedSeconds === null
              ? `> ${DRAIN_WAIT_SECONDS} s`
              : `${out.allAcceptedSeconds.toFixed(1)} s (first ${out.firstAcceptedSeconds?.toFixed(1)} s, p50 ${out.acceptedAfterRecoverySeconds.p50.toFixed(1)} s)`,
          budget: `≤ ${BUDGET.drainSeconds} s`,
          result: check(checks.drain),
        },
        {
          measure: 'lost',
          value: String(out.lost),
          budget: String(BUDGET.lost),
          result: check(checks.lost),
        },
        {
          measure: 'accepted more than once',
          value: String(out.duplicates),
          budget: String(BUDGET.duplicates),
          result: check(checks.duplicates),
        },
      ]),
      `At recovery: ${out.pendingAtRecovery.pending} leads pending, the last due ${out.pendingAtRecovery.dueWithinSeconds?.toFixed(1) ?? '-'} s later, at most ${out.pendingAtRecovery.maxAttempts} attempts each; drained at ${out.drainPerSecond?.toFixed(1) ?? '-'} leads/s; ${out.sendFormRequestsAfterRecovery} send-form requests after recovery.`,
      `Worker restarted during the drain: ${out.workerRestarts.map((restart) => `at ${restart.stoppedAtSeconds.toFixed(1)} s (exit ${restart.exitCode}, down ${(restart.downMs / 1000).toFixed(1)} s)`).join(', ')}`,
      `Leads: ${out.leadsByStatus.map((row) => `${row.status} ${row.leads} (attempts avg ${row.attemptsAvg}, max ${row.attemptsMax})`).join('; ')}`,
      `Results: ${file}`,
      '',
    ].join('\n'),
  )
} catch (error) {
  failed = true
  console.error(error)
} finally {
  await directCache?.stop().catch(() => {})
  await direct?.stop().catch(() => {})
  await worker?.stop().catch(() => null)
  await topology?.stop()
}
process.exit(failed ? 1 : 0)
