import type { Topology } from '../lib/topology'

export type Fault = {
  name: string
  /** What happens, in a few words (the table's first column says `name`). */
  describe: string
  /** Whether provider pages may legitimately show their Czech error state meanwhile. */
  provider: boolean
  inject: (topology: Topology) => Promise<void>
  clear: (topology: Topology) => Promise<void>
}

async function sandboxFault(topology: Topology, fault: Record<string, unknown>) {
  const response = await fetch(`${topology.sandbox.url}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '*', ...fault }),
  })
  if (!response.ok) throw new Error(`sandbox fault ${JSON.stringify(fault)}: ${response.status}`)
}

async function clearSandboxFaults(topology: Topology) {
  await fetch(`${topology.sandbox.url}/__sandbox/faults`, { method: 'DELETE' })
}

const providerFault = (name: string, describe: string, fault: Record<string, unknown>): Fault => ({
  name,
  describe,
  provider: true,
  inject: (topology) => sandboxFault(topology, fault),
  clear: clearSandboxFaults,
})

export function chaosFaults(providerTimeoutMs: number): Fault[] {
  return [
    {
      name: 'provider-down',
      describe: 'sandbox stopped (connection refused)',
      provider: true,
      inject: (topology) => topology.provider.stop(),
      clear: (topology) => topology.provider.start(),
    },
    providerFault(
      'provider-slow',
      `every call waits ${providerTimeoutMs * 2} ms (timeout ${providerTimeoutMs} ms)`,
      { kind: 'slow', delayMs: providerTimeoutMs * 2 },
    ),
    providerFault('provider-500', 'every call answers 500', { kind: '500' }),
    providerFault('provider-garbage', 'every call answers 200 {"data":"nonsense"}', {
      kind: 'garbage',
    }),
    providerFault('provider-401', 'every call answers 401', { kind: '401' }),
    {
      name: 'postgres-stopped',
      describe: 'PostgreSQL stopped',
      provider: false,
      inject: (topology) => topology.database.stop(),
      clear: (topology) => topology.database.start(),
    },
    {
      name: 'redis-stopped',
      describe: 'Redis stopped',
      provider: false,
      inject: (topology) => topology.redis.stop(),
      clear: (topology) => topology.redis.start(),
    },
    {
      name: 'replica-killed',
      describe: 'replica B stopped, then started again',
      provider: false,
      inject: (topology) => topology.replicas[1]!.stop(),
      clear: (topology) => topology.replicas[1]!.start(),
    },
  ]
}
