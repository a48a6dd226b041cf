/**
 * Why a Lighthouse run's LCP is what it is. Lighthouse does not measure LCP under throttling: it
 * replays the unthrottled load in a simulation (Lantern) whose graph holds every request that
 * finished, and the main-thread tasks of every script that started, before the LCP frame was
 * presented; the result is the mean of an optimistic and a pessimistic graph (the latter also
 * with low-priority images and every layout). This prints both graphs of one run, requests and
 * tasks with their simulated start and end, so one sees what the LCP waited for.
 *
 *   LIGHTHOUSE_ARTIFACTS=1 npm run bench:lighthouse -- /blog
 *   npm run bench:lantern -- bench-results/lighthouse/blog-1.artifacts.json
 */
import { readFileSync } from 'node:fs'

// Lighthouse's own computed artifact: the same simulation its LCP audit reports.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'

type GraphNode = {
  type: 'network' | 'cpu'
  duration?: number
  request?: { resourceType: string; priority: string; transferSize: number; url: string }
  childEvents?: Array<{ name: string; args?: { data?: { url?: string } } }>
}
type Timing = { startTime: number; endTime: number }
type Estimate = { timeInMs: number; nodeTimings: Map<GraphNode, Timing> }

const file = process.argv[2]
if (!file) throw new Error('Usage: npm run bench:lantern -- <report>.artifacts.json')
const saved = JSON.parse(readFileSync(file, 'utf8'))
const data = {
  trace: saved.Trace,
  devtoolsLog: saved.DevtoolsLog,
  URL: saved.URL,
  gatherContext: saved.GatherContext,
  SourceMaps: saved.SourceMaps,
  settings: saved.settings,
  simulator: null,
}
const result = (await LanternLargestContentfulPaint.request(
  data as never,
  {
    computedCache: new Map(),
    settings: saved.settings,
  } as never,
)) as unknown as { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate }

const ms = (value: number) => String(Math.round(value)).padStart(5)
const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)

function describe(node: GraphNode): string {
  if (node.type === 'network' && node.request) {
    const { resourceType, priority, transferSize, url } = node.request
    return `${resourceType} ${priority} ${(transferSize / 1024).toFixed(1)} KB ${shortUrl(url)}`
  }
  const kinds = new Set(
    (node.childEvents ?? []).flatMap((event) =>
      event.name === 'EvaluateScript'
        ? [`script ${shortUrl(event.args?.data?.url ?? '')}`]
        : /^(ParseHTML|Layout|Paint|firstContentfulPaint)$/.test(event.name)
          ? [event.name]
          : [],
    ),
  )
  return `task ${((node.duration ?? 0) / 1000).toFixed(1)} ms (unthrottled): ${[...kinds].join(', ')}`
}

console.log(
  `LCP ${Math.round(result.timing)} ms = mean of optimistic ${Math.round(result.optimisticEstimate.timeInMs)} and pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)}`,
)
for (const [name, estimate] of [
  ['optimistic', result.optimisticEstimate],
  ['pessimistic', result.pessimisticEstimate],
] as const) {
  console.log(`\n${name} graph (simulated start → end, ms)`)
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime)
  for (const [node, timing] of rows) {
    console.log(`${ms(timing.startTime)} → ${ms(timing.endTime)}  ${describe(node)}`)
  }
}
