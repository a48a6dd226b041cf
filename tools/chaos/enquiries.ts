import pg from 'pg'

import { MIN_FILL_MS } from '../../src/leads/enquiry/botGuard'
import {
  answerOfEnquiry,
  byEmail,
  leadHealth,
  type SendFormEvent,
  type SendFormLedger,
} from '../lib/leadDeliveries'
import { enquiryClient, sampleEnquiry } from '../lib/serverAction'
import { sleep } from '../lib/siteRoutes'
import type { Topology } from '../lib/topology'

/** One enquiry of the run as the form answered it; its delivery is reckoned at the end. */
export type SentEnquiry = {
  /** What the server action answered: `ok`, a refusal reason, or the HTTP status. */
  answer: string
  email: string
  /** Epoch ms of the answer. */
  answeredAt: number
}

/** What became of an enquiry the form answered "sent" (`answer` ok) by the end of the run. */
export type EnquiryOutcome = SentEnquiry & {
  /** `queued`: stored as a lead (the queue delivers it); `direct`: the database could not take
   * it, so the replica sent it straight to the provider; null: not answered "sent". */
  path: 'queued' | 'direct' | null
  /** Acceptances by the provider (its key every time); 1 is right, 0 lost, 2+ duplicated. */
  accepted: number
  /** The stored lead's delivery id was the Idempotency-Key of every acceptance. */
  keyMatches: boolean
  /** Seconds from the form's answer to the first acceptance. */
  deliveredAfterSeconds: number | null
  /** Some acceptance was a 2xx the `garbage` fault gave without the send-form route. */
  viaFaultAnswer: boolean
  lost: boolean
  duplicated: boolean
}

let sequence = 0

/**
 * One enquiry as the form sends it, through the HTTP cache: a token, the minimum fill time, the
 * enquiry. Only the answer is taken here: a stored lead reaches the provider later, through the
 * queue; `reckonEnquiries` says whether it did.
 */
export async function sendOneEnquiry(topology: Topology, label: string): Promise<SentEnquiry> {
  sequence += 1
  const email = `chaos-${label}-${sequence}-${Date.now()}@example.cz`
  const client = enquiryClient(topology.siteUrl)
  const answered = (answer: string): SentEnquiry => ({ answer, email, answeredAt: Date.now() })
  try {
    const { token, status: tokenStatus } = await client.tokenCall()
    if (!token) return answered(`no token (HTTP ${tokenStatus})`)
    await sleep(MIN_FILL_MS + 200)
    return answered(answerOfEnquiry(await client.send(sampleEnquiry(email, token))))
  } catch (error) {
    return answered(error instanceof Error ? error.message : String(error))
  }
}

/** A time window in which a fault answered every send-form 2xx without its route (`garbage`). */
export type FaultAnswerWindow = { from: number; to: number }

/**
 * Acceptances of send-form by the provider: what its route accepted, plus the requests a
 * `garbage` fault answered 200 meanwhile (success for the site, spec 7: the body is not part of
 * the contract; the sandbox's route never saw them, so they are not in its accepted list).
 */
function acceptances(ledger: SendFormLedger, windows: FaultAnswerWindow[]): SendFormEvent[] {
  const accepted = ledger.accepted()
  const inWindow = (at: number) => windows.some(({ from, to }) => at >= from && at <= to)
  // A request at the window's edges may have reached the route after all: then it is accepted
  // within moments (no other fault delays it) and counted once, as the route's.
  const acceptedByRoute = ({ key, at }: SendFormEvent) =>
    accepted.some((event) => event.key === key && event.at >= at && event.at - at < 1000)
  return [
    ...accepted,
    ...ledger
      .requests()
      .filter((request) => inWindow(request.at) && !acceptedByRoute(request))
      .map((event) => ({ ...event, viaFault: true as const })),
  ]
}

/**
 * Waits until every enquiry answered "sent" has been accepted by the provider and no replica
 * reports an undelivered lead, or until `deadline`. Returns when that was (epoch ms), or null.
 */
export async function waitForDeliveries(
  topology: Topology,
  ledger: SendFormLedger,
  sent: SentEnquiry[],
  windows: FaultAnswerWindow[],
  deadline: number,
): Promise<{ at: number | null; undelivered: number | null }> {
  const emails = sent.filter(({ answer }) => answer === 'ok').map(({ email }) => email)
  let undelivered: number | null = null
  while (true) {
    const grouped = byEmail(acceptances(ledger, windows), emails)
    const allAccepted = [...grouped.values()].every((events) => events.length > 0)
    const health = await Promise.all(
      topology.replicas.map((replica) => leadHealth(replica).catch(() => null)),
    )
    undelivered = health.every(Boolean)
      ? Math.max(...health.map((leads) => leads!.undelivered))
      : null
    if (allAccepted && undelivered === 0) return { at: Date.now(), undelivered }
    if (Date.now() >= deadline) return { at: null, undelivered }
    await sleep(500)
  }
}

type LeadRow = { email: string; delivery_id: string }

/** The stored leads of these addresses (a missing one was sent directly, not stored). */
async function storedLeads(databaseUrl: string, emails: string[]): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<LeadRow>(
      'SELECT email, delivery_id FROM "public"."leads" WHERE email = ANY($1)',
      [emails],
    )
    return new Map(rows.map((row) => [row.email, row.delivery_id]))
  } finally {
    await client.end()
  }
}

/** What became of each enquiry: stored or sent directly, accepted once, lost or duplicated. */
export async function reckonEnquiries(
  topology: Topology,
  ledger: SendFormLedger,
  sent: SentEnquiry[],
  windows: FaultAnswerWindow[],
): Promise<EnquiryOutcome[]> {
  const stored = await storedLeads(
    String(topology.env.DATABASE_URL),
    sent.map(({ email }) => email),
  )
  const grouped = byEmail(
    acceptances(ledger, windows),
    sent.map(({ email }) => email),
  )
  return sent.map((enquiry) => {
    const events = (grouped.get(enquiry.email) ?? []) as Array<SendFormEvent & { viaFault?: true }>
    const ok = enquiry.answer === 'ok'
    const deliveryId = stored.get(enquiry.email)
    const first = Math.min(...events.map(({ at }) => at))
    return {
      ...enquiry,
      path: !ok ? null : deliveryId ? 'queued' : 'direct',
      accepted: events.length,
      keyMatches: deliveryId
        ? events.every(({ key }) => key === deliveryId)
        : new Set(events.map(({ key }) => key)).size <= 1,
      deliveredAfterSeconds: events.length
        ? Math.max(0, (first - enquiry.answeredAt) / 1000)
        : null,
      viaFaultAnswer: events.some((event) => event.viaFault),
      lost: ok && events.length === 0,
      duplicated: events.length > 1,
    }
  })
}

/** `queued→delivered✓`, `direct→delivered✓`, `queued→lost✗`, `queued→delivered×2✗`, `HTTP 500✗`. */
export function describeOutcome(outcome: EnquiryOutcome, withSeconds = false): string {
  if (!outcome.path) return `${outcome.answer}✗`
  if (outcome.lost) return `${outcome.path}→lost✗`
  const seconds =
    withSeconds && outcome.deliveredAfterSeconds !== null
      ? ` ${outcome.deliveredAfterSeconds.toFixed(1)} s`
      : ''
  const note = outcome.viaFaultAnswer ? ' (2xx of the fault)' : ''
  const wrongKey = outcome.keyMatches ? '' : ' other key'
  return outcome.duplicated
    ? `${outcome.path}→delivered×${outcome.accepted}${wrongKey}✗`
    : `${outcome.path}→delivered${seconds}${note}${wrongKey}${wrongKey ? '✗' : '✓'}`
}
