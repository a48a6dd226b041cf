import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { faultSchema } from '../../sandbox/faults'
import { startTopology, type Topology } from '../../tools/lib/topology'
import { sleep } from './support/polling'

/**
 * A web replica stopped (SIGTERM, as `docker stop` and a rolling deploy do) while it is still
 * rendering an answer: the answer completes, the replica's probes say 503 meanwhile, and the
 * process exits 0 (server/drain.ts). The answer is made slow by the provider: the blog list is
 * rendered on its first request from the provider's list, which the sandbox delays.
 */
const PROVIDER_DELAY_MS = 6000

let topology: Topology

beforeAll(async () => {
  topology = await startTopology()
}, 300_000)

afterAll(async () => {
  await topology?.stop()
}, 60_000)

describe('a web replica stopped mid-request', () => {
  it('completes its answer, answers /api/live 503 while draining, then exits 0', async () => {
    const [a] = topology.replicas
    expect((await fetch(`${a!.url}/api/live`)).status).toBe(200)
    topology.sandbox.state.faults.add(
      faultSchema.parse({ path: '/blogpost*', kind: 'slow', delayMs: PROVIDER_DELAY_MS }),
    )

    const started = Date.now()
    const slow = fetch(`${a!.url}/blog`).then(async (response) => ({
      status: response.status,
      html: await response.text(),
      ms: Date.now() - started,
    }))
    await sleep(500)
    const stopped = a!.stop()

    // the drain (SHUTDOWN_DRAIN_MS, 3 s): out of rotation, still serving
    await sleep(300)
    const live = await fetch(`${a!.url}/api/live`)
    expect(live.status).toBe(503)
    expect(live.headers.get('cache-control')).toBe('no-store')

    const answer = await slow
    expect(answer.status).toBe(200)
    expect(answer.html).toContain('</html>')
    // it really was in flight when the server stopped taking connections
    expect(answer.ms).toBeGreaterThan(PROVIDER_DELAY_MS)

    await stopped
    expect(a!.exitCode()).toBe(0)
    expect(a!.output()).toContain('[shutdown] stopped')
  }, 120_000)
})
