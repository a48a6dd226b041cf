import type { RunningSandbox } from '../../sandbox/server'

/** One send-form request or acceptance at the sandbox. */
export type SendFormEvent = {
  key: string | null
  /** The enquiry's e-mail address: how a script recognises its own leads. */
  email: string | null
  /** Epoch ms. For an acceptance: when the route answered (after a `slow` fault's delay). */
  at: number
}

const emailOf = (body: unknown): string | null =>
  body && typeof body === 'object' && typeof (body as { email?: unknown }).email === 'string'
    ? (body as { email: string }).email
    : null

/**
 * What reached the provider sandbox of a topology, read from its state in this process: the
 * enquiries send-form accepted (2xx from its route) and every send-form request it received
 * (faulted ones too), each with its `Idempotency-Key` (the lead's delivery id).
 *
 * Stopping and starting the provider replaces the sandbox (a new, empty state), so the ledger
 * keeps every instance it has seen: call `observe()` before the provider is stopped (reading
 * does it too) and nothing accepted by an earlier instance is forgotten.
 */
export class SendFormLedger {
  private readonly instances: RunningSandbox[] = []

  constructor(private readonly current: () => RunningSandbox) {
    this.observe()
  }

  observe(): void {
    const sandbox = this.current()
    if (!this.instances.includes(sandbox)) this.instances.push(sandbox)
  }

  /** Every acceptance, in order (a key accepted twice is there twice). */
  accepted(): SendFormEvent[] {
    this.observe()
    return this.instances.flatMap((sandbox) =>
      sandbox.state.acceptedForms.map((form) => ({
        key: form.idempotencyKey,
        email: emailOf(form.body),
        at: Date.parse(form.receivedAt),
      })),
    )
  }

  /** Every send-form request as it arrived (before any fault), in order. */
  requests(): SendFormEvent[] {
    this.observe()
    return this.instances.flatMap((sandbox) =>
      sandbox.state.requests
        .filter((request) => request.method === 'POST' && request.path.endsWith('/send-form'))
        .map((request) => ({
          key: request.idempotencyKey ?? null,
          email: emailOf(request.body),
          at: Date.parse(request.receivedAt),
        })),
    )
  }
}

/** Events grouped by e-mail address (only the addresses asked for). */
export function byEmail(
  events: SendFormEvent[],
  emails: Iterable<string>,
): Map<string, SendFormEvent[]> {
  const grouped = new Map<string, SendFormEvent[]>([...emails].map((email) => [email, []]))
  for (const event of events) if (event.email) grouped.get(event.email)?.push(event)
  return grouped
}

/** Keys accepted more than once, with how often. */
export function duplicateKeys(accepted: SendFormEvent[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const { key } of accepted) if (key) counts.set(key, (counts.get(key) ?? 0) + 1)
  return new Map([...counts].filter(([, count]) => count > 1))
}

export type LeadHealth = { undelivered: number; oldestUndeliveredSeconds: number; failed: number }

/**
 * The lead backlog a replica reports on `/api/health` to internal callers (null when it does not
 * answer 200); `healthHeaders` of tools/lib/topology.ts carry the internal header.
 */
export async function leadHealth(replica: {
  url: string
  healthHeaders: Record<string, string>
}): Promise<LeadHealth | null> {
  const response = await fetch(`${replica.url}/api/health`, {
    headers: replica.healthHeaders,
    signal: AbortSignal.timeout(5000),
  })
  if (!response.ok) return null
  const { leads } = (await response.json()) as { leads?: LeadHealth }
  return leads ?? null
}

/** p50/p95/p99 (nearest rank) of a sample, in its own unit. */
export function percentiles(values: number[]): { p50: number; p95: number; p99: number } {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!
  return sorted.length === 0
    ? { p50: NaN, p95: NaN, p99: NaN }
    : { p50: at(0.5), p95: at(0.95), p99: at(0.99) }
}

/** What the form showed for an enquiry: `ok`, the refusal reason, or the HTTP status. */
export const answerOfEnquiry = ({ result, status }: { result: unknown; status: number }) =>
  result && typeof result === 'object' && 'ok' in result
    ? (result as { ok: boolean }).ok
      ? 'ok'
      : String((result as { reason?: string }).reason)
    : `HTTP ${status}`

/** Installs a fault on the running sandbox (`POST /__sandbox/faults`). */
export async function addSandboxFault(sandbox: RunningSandbox, fault: Record<string, unknown>) {
  const response = await fetch(`${sandbox.url}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  })
  if (!response.ok) throw new Error(`sandbox fault ${JSON.stringify(fault)}: ${response.status}`)
}

export async function clearSandboxFaults(sandbox: RunningSandbox) {
  const response = await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' })
  if (!response.ok) throw new Error(`clearing sandbox faults: ${response.status}`)
}
