import type { Topology } from '../lib/topology'

/** One line of the abuse table: what was sent, what came back, whether that is a finding. */
export type CheckResult = {
  check: string
  sent: string
  outcome: string
  finding: boolean
  details?: unknown
}

export type AbuseCheck = (context: AbuseContext) => Promise<CheckResult[]>

export type AbuseContext = {
  topology: Topology
  /** The seeded administrator (server/migrate.ts --seed-if-empty). */
  admin: { email: string; password: string }
  /** A session of that administrator (signed in from an address of its own). */
  adminToken: string
}

export const countBy = (values: Array<string | number>) => {
  const counts: Record<string, number> = {}
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1
  return counts
}

export const formatCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([value, count]) => `${value}×${count}`)
    .join(' ')

/**
 * Requests straight to a replica with the `X-Forwarded-For` Varnish would send for a visitor at
 * `address`. With TRUSTED_PROXY_HOPS=1 a replica takes the last entry as the client, which is the
 * only way one script on one machine can be several visitors. In production nobody else can do
 * this: the replicas publish no port, and through Varnish whatever a client writes into the header
 * is followed by the address Varnish saw (the abuse run checks that too).
 */
export const asVisitor = (address: string) => ({ 'x-forwarded-for': address })

/** What the replicas printed since `marks` (their output lengths from `outputMarks`). */
export function outputSince(topology: Topology, marks: number[]): string {
  return topology.replicas.map((replica, i) => replica.output().slice(marks[i] ?? 0)).join('\n')
}

export const outputMarks = (topology: Topology) =>
  topology.replicas.map((replica) => replica.output().length)

/** What a database or server error looks like in the replicas' output. */
export const SERVER_ERROR_OUTPUT =
  /syntax error|DrizzleQueryError|PostgresError|unterminated quoted|error: .*sql|Unhandled|TypeError|RangeError/i

/** What an enquiry server action answered: `ok`, its refusal reason, or the HTTP status. */
export const answerOf = (result: unknown, status: number) =>
  result && typeof result === 'object' && 'ok' in result
    ? (result as { ok: boolean }).ok
      ? 'ok'
      : String((result as { reason?: string }).reason)
    : `HTTP ${status}`
