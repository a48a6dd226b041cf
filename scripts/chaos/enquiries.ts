import { MIN_FILL_MS } from '../../src/lib/enquiry/botGuard'
import { enquiryClient, sampleEnquiry } from '../lib/serverAction'
import { sleep } from '../lib/siteRoutes'
import type { Topology } from '../lib/topology'

export type EnquiryOutcome = {
  /** What the server action answered: `ok`, a refusal reason, or the HTTP status. */
  answer: string
  /** The site said "sent" and the provider (the sandbox) recorded it. */
  delivered: boolean
}

let sequence = 0

/**
 * One enquiry as the form sends it, through the HTTP cache: a token, the minimum fill time, the
 * enquiry; then whether the sandbox received it (checked at once: a stopped and restarted
 * sandbox starts with an empty log).
 */
export async function sendOneEnquiry(topology: Topology, label: string): Promise<EnquiryOutcome> {
  sequence += 1
  const email = `chaos-${label}-${sequence}-${Date.now()}@example.cz`
  const client = enquiryClient(topology.siteUrl)
  try {
    const { token, status: tokenStatus } = await client.tokenCall()
    if (!token) return { answer: `no token (HTTP ${tokenStatus})`, delivered: false }
    await sleep(MIN_FILL_MS + 200)
    const { status, result } = await client.send(sampleEnquiry(email, token))
    const answer =
      result && typeof result === 'object' && 'ok' in result
        ? (result as { ok: boolean; reason?: string }).ok
          ? 'ok'
          : String((result as { reason?: string }).reason)
        : `HTTP ${status}`
    const recorded = topology.sandbox.state.requests.some(
      (request) =>
        request.path.endsWith('/send-form') && JSON.stringify(request.body).includes(email),
    )
    return { answer, delivered: answer === 'ok' && recorded }
  } catch (error) {
    return { answer: error instanceof Error ? error.message : String(error), delivered: false }
  }
}
