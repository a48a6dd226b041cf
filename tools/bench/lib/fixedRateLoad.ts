/**
 * Visitors at a fixed rate (an open loop): each target's requests are sent on a schedule of their
 * own, whether or not earlier ones have been answered, so a slow server shows in the latencies
 * instead of lowering the request rate (as a closed loop such as autocannon's connections would).
 * At most `maxInFlight` requests are open at once; a request the schedule wants beyond that is
 * not sent and counted as `skipped` (a sign the server fell behind). Each request is timed from
 * its send to the last byte of its body.
 */

export type LoadTarget = { name: string; url: string; perSecond: number }

export type Sample = { target: string; ms: number; ok: boolean; at: number }

export type FixedRateRun = { samples: Sample[]; skipped: number; seconds: number }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs until `done(elapsedSeconds, sentPerTarget)` says so (checked every few milliseconds, and
 * bounded by `maxSeconds`), then waits for the requests still open (each times out after
 * `timeoutMs`, an error).
 */
export async function fixedRateLoad(
  targets: LoadTarget[],
  done: (elapsedSeconds: number, sent: number[]) => boolean,
  {
    maxSeconds,
    maxInFlight = 50,
    timeoutMs = 10_000,
  }: {
    maxSeconds: number
    maxInFlight?: number
    timeoutMs?: number
  },
): Promise<FixedRateRun> {
  const samples: Sample[] = []
  const open = new Set<Promise<void>>()
  const sent = targets.map(() => 0)
  let skipped = 0
  const started = performance.now()
  const elapsed = () => (performance.now() - started) / 1000

  const send = (target: LoadTarget) => {
    const at = performance.now()
    const request = fetch(target.url, {
      headers: { 'accept-encoding': 'gzip' },
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then(async (response) => {
        await response.arrayBuffer()
        return response.status === 200
      })
      .catch(() => false)
      .then((ok) => {
        samples.push({ target: target.name, ms: performance.now() - at, ok, at: at - started })
      })
    const tracked = request.finally(() => open.delete(tracked))
    open.add(tracked)
  }

  while (elapsed() < maxSeconds && !done(elapsed(), sent)) {
    const now = elapsed()
    targets.forEach((target, index) => {
      while (sent[index]! < now * target.perSecond) {
        sent[index]! += 1
        if (open.size >= maxInFlight) skipped += 1
        else send(target)
      }
    })
    await sleep(2)
  }
  const seconds = elapsed()
  await Promise.all([...open])
  return { samples, skipped, seconds }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

/** p50/p99/max and errors of one target's samples (or of all targets with `target` unset). */
export function latencyFigures(run: FixedRateRun, target?: string) {
  const of = run.samples.filter((sample) => target === undefined || sample.target === target)
  const ms = of.map((sample) => sample.ms)
  return {
    requests: of.length,
    errors: of.filter((sample) => !sample.ok).length,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: ms.length ? Math.max(...ms) : NaN,
  }
}
