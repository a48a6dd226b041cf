import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import {
  describeOutcome,
  type EnquiryOutcome,
  type FaultAnswerWindow,
  reckonEnquiries,
  sendOneEnquiry,
  type SentEnquiry,
  waitForDeliveries,
} from './enquiries'
import { chaosFaults, type Fault } from './faults'
import { startLoad, type Route, type Tally, type Window } from './load'
import { choosePages } from './routes'
import { SendFormLedger } from '../lib/leadDeliveries'
import { ERROR_STATE, getPage, sleep } from '../lib/siteRoutes'
import { formatTable, timestampForFile } from '../lib/table'
import { startTopology, type Topology } from '../lib/topology'

/**
 * `npm run chaos`: the production topology (two replicas, Redis, Varnish, PostgreSQL, sandbox)
 * under load at 50 connections through Varnish while one part after another fails. Each phase:
 * a few healthy seconds, the fault for the rest of CHAOS_SECONDS, then the fault ends and the
 * load goes on until every route answers 200 with normal content again (recovery). Enquiries
 * are sent before, during and after each fault; at the end the run waits (DELIVERY_BOUND_SECONDS
 * after the last fault is cleared) until the provider has accepted every one the form answered
 * "sent" and no replica reports an undelivered lead. Budgets: no 5xx on cached pages, recovery
 * within 5 s, no enquiry lost, none accepted twice. See docs/operations.md "Outages".
 */
const CHAOS_SECONDS = Number(process.env.CHAOS_SECONDS) || 20
const PROVIDER_TIMEOUT_MS = Number(process.env.CHAOS_PROVIDER_TIMEOUT_MS) || 1500
const HEALTHY_SECONDS = Math.min(5, Math.max(2, Math.round(CHAOS_SECONDS / 4)))
const RECOVERY_BUDGET_MS = 5000
/** Just over the 60 s revalidation of provider pages, so that a kept error state is measured. */
const RECOVERY_TIMEOUT_MS = (Number(process.env.CHAOS_RECOVERY_TIMEOUT_SECONDS) || 75) * 1000
const ONLY = process.env.CHAOS_FAULTS?.split(',').filter(Boolean)
/** Stored leads delivered by this long after the last fault is cleared (retries cap at 60 s). */
const DELIVERY_BOUND_SECONDS = 90
/**
 * Faults that answer send-form 2xx without its route (`garbage`: 200 `{"data":"nonsense"}`):
 * success for the site (spec 7), so what they answer counts as accepted by the provider.
 */
const ANSWERS_2XX = new Set(['provider-garbage'])

/** Across the phases: what reached the provider, and when send-form was answered by a fault. */
type DeliveryWatch = {
  ledger: SendFormLedger
  faultAnswers: FaultAnswerWindow[]
  /** When the last fault was cleared (epoch ms). */
  lastCleared: number
}

const WHEN = ['before', 'during', 'after'] as const

type PhaseResult = {
  fault: string
  describe: string
  requests: number
  /** Counts of the fault window (from injecting it until it was cleared). */
  fault5xxCached: number
  fault5xxOther: number
  errorStates: number
  statuses: Record<string, number>
  /** 5xx on cached pages while recovering (counted against the budget too). */
  recovery5xxCached: number
  socketErrors: number
  /** A page nobody had asked for, requested once during the fault. */
  probe: { path: string; status: number; errorState: boolean } | null
  /** How long `clear` took (restarting a part), then the recovery from its end. */
  clearMs: number
  recoveryMs: number | null
  lastToRecover: string | null
  /** The probe page answering normally again (a render during the fault may have been cached). */
  probeRecoveryMs: number | null
  /** As the form answered them; `delivery` once the run has reckoned them. */
  enquiries: Record<(typeof WHEN)[number], SentEnquiry>
  delivery?: Record<(typeof WHEN)[number], EnquiryOutcome>
  budgetMissed: string[]
}

async function isNormal(origin: string, path: string) {
  const { status, html } = await getPage(origin, path).catch(() => ({ status: 0, html: '' }))
  return status === 200 && !ERROR_STATE.test(html)
}

/**
 * Polls every route until all answer 200 with normal content: ms from `since` (null when not
 * within RECOVERY_TIMEOUT_MS) and the routes still failing before the last round ("-" when all
 * were normal at the first poll).
 */
async function measureRecovery(topology: Topology, paths: string[], since: number) {
  const pending = new Set(paths)
  let rounds = 0
  while (Date.now() - since < RECOVERY_TIMEOUT_MS) {
    const before = [...pending]
    const results = await Promise.all(
      before.map(async (path) => [path, await isNormal(topology.siteUrl, path)] as const),
    )
    rounds += 1
    for (const [path, normal] of results) if (normal) pending.delete(path)
    if (pending.size === 0) {
      return { ms: Date.now() - since, last: rounds === 1 ? '-' : before.join(' ') }
    }
    await sleep(200)
  }
  return { ms: null, last: [...pending].join(' ') }
}

async function runPhase(
  topology: Topology,
  fault: Fault,
  routes: Route[],
  probePath: string | undefined,
  watch: DeliveryWatch,
): Promise<PhaseResult> {
  console.info(`[chaos] ${fault.name}: ${fault.describe}`)
  const before = await sendOneEnquiry(topology, `${fault.name}-before`)
  let window: Window = 'healthy'
  const load = startLoad(
    topology.siteUrl,
    routes,
    () => window,
    CHAOS_SECONDS + RECOVERY_TIMEOUT_MS / 1000 + 30,
  )
  const started = Date.now()
  await sleep(HEALTHY_SECONDS * 1000)
  // The sandbox as it is now: stopping the provider replaces it with an empty one.
  watch.ledger.observe()
  const injecting = Date.now()
  await fault.inject(topology)
  window = 'fault'
  const faultEnds = started + CHAOS_SECONDS * 1000
  const [during, probe] = await Promise.all([
    // A few seconds into the fault, once Varnish's probes (every second) have seen it.
    sleep(Math.min(3000, ((CHAOS_SECONDS - HEALTHY_SECONDS) * 1000) / 3)).then(() =>
      sendOneEnquiry(topology, `${fault.name}-during`),
    ),
    (async () => {
      if (!probePath) return null
      await sleep(1000)
      const { status, html } = await getPage(topology.siteUrl, probePath).catch(() => ({
        status: 0,
        html: '',
      }))
      return { path: probePath, status, errorState: ERROR_STATE.test(html) }
    })(),
  ])
  await sleep(Math.max(0, faultEnds - Date.now()))
  const clearStarted = Date.now()
  await fault.clear(topology)
  const cleared = Date.now()
  watch.ledger.observe()
  watch.lastCleared = cleared
  if (ANSWERS_2XX.has(fault.name)) watch.faultAnswers.push({ from: injecting, to: cleared })
  window = 'recovery'
  const probeRecovery = probePath ? measureRecovery(topology, [probePath], cleared) : null
  const recovery = await measureRecovery(
    topology,
    routes.map((route) => route.path),
    cleared,
  )
  await load.stop()
  const probeRecovered = probeRecovery ? (await probeRecovery).ms : null
  const after = await sendOneEnquiry(topology, `${fault.name}-after`)

  const { fault: inFault, recovery: inRecovery } = load.tallies
  const total = (tally: Tally) => tally.requests
  const budgetMissed: string[] = []
  if (inFault.cached5xx + inRecovery.cached5xx > 0) budgetMissed.push('5xx on cached pages')
  if (recovery.ms === null || recovery.ms > RECOVERY_BUDGET_MS) budgetMissed.push('recovery')
  if (probePath && (probeRecovered === null || probeRecovered > RECOVERY_BUDGET_MS)) {
    budgetMissed.push('probe recovery')
  }
  // Whether the provider got them is reckoned at the end of the run (the queue delivers them).
  if (before.answer !== 'ok' || after.answer !== 'ok') budgetMissed.push('enquiry refused')
  const result: PhaseResult = {
    fault: fault.name,
    describe: fault.describe,
    requests: total(load.tallies.healthy) + total(inFault) + total(inRecovery),
    fault5xxCached: inFault.cached5xx,
    fault5xxOther: inFault.other5xx,
    errorStates: inFault.errorStates + inRecovery.errorStates,
    statuses: mergeStatuses(inFault.statuses, inRecovery.statuses),
    recovery5xxCached: inRecovery.cached5xx,
    socketErrors: load.errors(),
    probe,
    clearMs: cleared - clearStarted,
    recoveryMs: recovery.ms,
    lastToRecover: recovery.last,
    probeRecoveryMs: probeRecovered,
    enquiries: { before, during, after },
    budgetMissed,
  }
  console.info(`[chaos] ${fault.name}: ${JSON.stringify(result)}`)
  return result
}

type LeadSummary = {
  sent: number
  answeredSent: number
  queued: number
  direct: number
  delivered: number
  lost: number
  duplicated: number
  /** From the last fault's end until every enquiry was accepted and no lead was undelivered. */
  allDeliveredAfterClearSeconds: number | null
  undeliveredAtEnd: number | null
  budgetMissed: string[]
}

/**
 * After the last phase: waits for the queue (DELIVERY_BOUND_SECONDS from the last fault's end),
 * then reckons every enquiry of the run and marks the phases whose enquiry was lost or accepted
 * twice.
 */
async function reckonLeads(
  topology: Topology,
  watch: DeliveryWatch,
  results: PhaseResult[],
): Promise<LeadSummary> {
  const sent = results.flatMap((result) => WHEN.map((when) => result.enquiries[when]))
  const deadline = watch.lastCleared + DELIVERY_BOUND_SECONDS * 1000
  console.info(
    `[chaos] waiting for the leads (at most ${DELIVERY_BOUND_SECONDS} s after the last fault)…`,
  )
  const waited = await waitForDeliveries(topology, watch.ledger, sent, watch.faultAnswers, deadline)
  const outcomes = await reckonEnquiries(topology, watch.ledger, sent, watch.faultAnswers)
  results.forEach((result, i) => {
    const [before, during, after] = outcomes.slice(i * WHEN.length, (i + 1) * WHEN.length)
    result.delivery = { before: before!, during: during!, after: after! }
    const phase = [before!, during!, after!]
    if (phase.some((outcome) => outcome.lost)) result.budgetMissed.push('enquiry lost')
    if (phase.some((outcome) => outcome.duplicated)) result.budgetMissed.push('enquiry duplicated')
    if (phase.some((outcome) => outcome.path && !outcome.keyMatches)) {
      result.budgetMissed.push('enquiry under another key')
    }
    console.info(`[chaos] ${result.fault} enquiries: ${JSON.stringify(result.delivery)}`)
  })
  const answered = outcomes.filter((outcome) => outcome.path)
  const summary: LeadSummary = {
    sent: outcomes.length,
    answeredSent: answered.length,
    queued: answered.filter((outcome) => outcome.path === 'queued').length,
    direct: answered.filter((outcome) => outcome.path === 'direct').length,
    delivered: answered.filter((outcome) => outcome.accepted === 1).length,
    lost: answered.filter((outcome) => outcome.lost).length,
    duplicated: answered.filter((outcome) => outcome.duplicated).length,
    allDeliveredAfterClearSeconds:
      waited.at === null ? null : Math.max(0, (waited.at - watch.lastCleared) / 1000),
    undeliveredAtEnd: waited.undelivered,
    budgetMissed: [],
  }
  if (summary.lost > 0) summary.budgetMissed.push(`${summary.lost} lost`)
  if (summary.duplicated > 0) summary.budgetMissed.push(`${summary.duplicated} duplicated`)
  if (waited.at === null) {
    summary.budgetMissed.push(`not all delivered within ${DELIVERY_BOUND_SECONDS} s`)
  }
  return summary
}

function mergeStatuses(...all: Array<Record<string, number>>) {
  const merged: Record<string, number> = {}
  for (const statuses of all) {
    for (const [status, count] of Object.entries(statuses)) {
      merged[status] = (merged[status] ?? 0) + count
    }
  }
  return merged
}

function printTable(results: PhaseResult[]) {
  const rows = results.map((r) => ({
    fault: r.fault,
    requests: String(r.requests),
    '5xx cached': String(r.fault5xxCached + r.recovery5xxCached),
    '5xx other': String(r.fault5xxOther),
    'error states': String(r.errorStates),
    'non-200': Object.entries(r.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' '),
    'no answer': String(r.socketErrors),
    probe: r.probe
      ? `${r.probe.status}${r.probe.errorState ? ' error state' : ''} ${r.probe.path}`
      : '-',
    'clear s': (r.clearMs / 1000).toFixed(1),
    'recovery s':
      r.recoveryMs === null ? `> ${RECOVERY_TIMEOUT_MS / 1000}` : (r.recoveryMs / 1000).toFixed(1),
    'last to recover': r.lastToRecover ?? '-',
    'probe ok s': !r.probe
      ? '-'
      : r.probeRecoveryMs === null
        ? `> ${RECOVERY_TIMEOUT_MS / 1000}`
        : (r.probeRecoveryMs / 1000).toFixed(1),
    enquiries: WHEN.map((when) =>
      r.delivery
        ? describeOutcome(r.delivery[when], when === 'during')
        : `${r.enquiries[when].answer}?`,
    ).join(' / '),
    budget: r.budgetMissed.length ? `MISSED: ${r.budgetMissed.join(', ')}` : 'ok',
  }))
  console.info('')
  console.info(formatTable(rows))
  console.info('')
}

async function main() {
  const faults = chaosFaults(PROVIDER_TIMEOUT_MS).filter(
    (fault) => !ONLY || ONLY.includes(fault.name),
  )
  console.info(
    `[chaos] ${faults.length} faults × ${CHAOS_SECONDS} s (healthy ${HEALTHY_SECONDS} s, then the fault), ` +
      `provider timeout ${PROVIDER_TIMEOUT_MS} ms; starting the topology…`,
  )
  const topology = await startTopology({
    env: {
      PROVIDER_TIMEOUT_MS: String(PROVIDER_TIMEOUT_MS),
      // Every enquiry of the run comes from this one address; the limit itself is the abuse run's.
      ENQUIRY_RATE_LIMIT_POINTS: '1000',
    },
  })
  // Ctrl-C: stop the parts (PostgreSQL, Redis, Varnish, replicas) before leaving.
  process.once('SIGINT', () => {
    void topology.stop().finally(() => process.exit(130))
  })
  const results: PhaseResult[] = []
  let exitCode = 0
  const watch: DeliveryWatch = {
    ledger: new SendFormLedger(() => topology.sandbox),
    faultAnswers: [],
    lastCleared: Date.now(),
  }
  let leads: LeadSummary | null = null
  try {
    const pages = await choosePages(topology)
    console.info(
      `[chaos] routes: ${pages.routes.map((route) => `${route.path} (${route.kind})`).join(', ')}`,
    )
    for (const fault of faults) {
      const probe = fault.provider ? pages.providerProbes.shift() : pages.cmsProbes.shift()
      results.push(await runPhase(topology, fault, pages.routes, probe, watch))
    }
    leads = await reckonLeads(topology, watch, results)
  } finally {
    await topology.stop()
  }
  printTable(results)
  if (leads) {
    console.info(
      `Enquiries: ${leads.sent} sent, ${leads.answeredSent} answered "sent" ` +
        `(${leads.queued} queued, ${leads.direct} sent directly), ${leads.delivered} delivered ` +
        `exactly once, ${leads.lost} lost, ${leads.duplicated} accepted more than once; ` +
        (leads.allDeliveredAfterClearSeconds === null
          ? `not all delivered within ${DELIVERY_BOUND_SECONDS} s of the last fault's end ` +
            `(undelivered leads: ${leads.undeliveredAtEnd ?? 'no answer'})`
          : `all delivered and none undelivered, seen ` +
            `${leads.allDeliveredAfterClearSeconds.toFixed(1)} s after the last fault's end ` +
            `(bound ${DELIVERY_BOUND_SECONDS} s)`),
    )
  }
  console.info(
    'E-shop order drafts live in the browser (localStorage, src/shop/): no server fault can lose them.',
  )
  const missed = results.filter((result) => result.budgetMissed.length > 0)
  mkdirSync('bench-results', { recursive: true })
  const file = path.join('bench-results', `chaos-${timestampForFile()}.json`)
  writeFileSync(
    file,
    JSON.stringify(
      {
        chaosSeconds: CHAOS_SECONDS,
        healthySeconds: HEALTHY_SECONDS,
        providerTimeoutMs: PROVIDER_TIMEOUT_MS,
        budgets: {
          cached5xx: 0,
          recoveryMs: RECOVERY_BUDGET_MS,
          enquiriesBeforeAfter: 'answered sent',
          enquiriesLost: 0,
          enquiriesDuplicated: 0,
          deliveredWithinSecondsOfLastClear: DELIVERY_BOUND_SECONDS,
        },
        leads,
        results,
      },
      null,
      2,
    ),
  )
  console.info(`[chaos] written to ${file}`)
  if (missed.length > 0) {
    console.error(`[chaos] budget missed in: ${missed.map((result) => result.fault).join(', ')}`)
    exitCode = 1
  }
  if (!leads || leads.budgetMissed.length > 0) {
    console.error(`[chaos] enquiry budget missed: ${leads?.budgetMissed.join(', ') ?? 'no result'}`)
    exitCode = 1
  }
  process.exit(exitCode)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
