import { getPage, junkPath, runPool, sitemapPaths, sleep } from '../lib/siteRoutes'
import { countBy, formatCounts, type AbuseCheck } from './check'

const JUNK = Number(process.env.ABUSE_JUNK_URLS) || 3000
/** Resident memory may grow to this multiple of the warmed-up baseline (as test:topology). */
const MEMORY_FACTOR = 1.5

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0)

/**
 * Distinct unknown URLs through Varnish (which passes each to a replica: a 404 is kept a second
 * at most): unknown slugs in every section, unknown paths, and known pages with junk query
 * strings. Statuses, provider calls during the flood, resident memory of both replicas.
 */
export const junkUrls: AbuseCheck = async ({ topology }) => {
  const site = topology.siteUrl
  const known = (await sitemapPaths(topology.replicas[0]!.url)).slice(0, 20)
  const junk = (i: number) => junkPath(i, known)
  // Warm-up as a visitor crowd would: the known pages and each kind of junk once.
  await runPool(
    Array.from({ length: 400 }, (_, i) => known[i % known.length]!),
    16,
    async (path) => void (await getPage(site, path)),
  )
  await runPool([0, 1, 2, 3, 4, 5, 6, 7], 4, async (i) => void (await getPage(site, junk(i))))
  await sleep(1000)
  const baseline = topology.replicas.map((replica) => replica.residentBytes())
  const started = new Date()
  const statuses: Array<number | string> = []
  const t0 = Date.now()
  // How long each replica's liveness check (Varnish probes it every second, 2 s timeout) takes.
  let flooding = true
  const healthMs = topology.replicas.map(() => 0)
  const sampling = Promise.all(
    topology.replicas.map(async (replica, i) => {
      while (flooding) {
        const asked = Date.now()
        await fetch(`${replica.url}/api/live`, { signal: AbortSignal.timeout(10_000) }).catch(
          () => {},
        )
        healthMs[i] = Math.max(healthMs[i]!, Date.now() - asked)
        await sleep(250)
      }
    }),
  )
  await runPool(
    Array.from({ length: JUNK }, (_, i) => junk(i)),
    32,
    async (path) => {
      const { status } = await getPage(site, path).catch(() => ({ status: 'no answer' }))
      statuses.push(status)
    },
  )
  const seconds = (Date.now() - t0) / 1000
  flooding = false
  await sampling
  const resident = topology.replicas.map((replica) => replica.residentBytes())
  const providerCalls = topology.sandbox.state.requests.filter(
    (request) => new Date(request.receivedAt) >= started,
  )
  const detailCalls = providerCalls.filter(
    (request) => request.path.split('/').filter(Boolean).length > 1,
  )
  const counts = countBy(statuses)
  const unexpected = Object.keys(counts).filter((status) => status !== '200' && status !== '404')
  const grew = resident.some((bytes, i) => bytes > baseline[i]! * MEMORY_FACTOR)
  return [
    {
      check: 'junk URLs',
      sent: `${JUNK} distinct unknown URLs via Varnish in ${seconds.toFixed(1)} s`,
      outcome:
        `${formatCounts(counts)}; provider calls ${providerCalls.length} (${detailCalls.length} for a detail); ` +
        `RSS ${topology.replicas
          .map((replica, i) => `${replica.name} ${mb(baseline[i]!)} → ${mb(resident[i]!)} MB`)
          .join(', ')}; slowest /api/live ${healthMs.map((ms) => `${ms} ms`).join(' / ')}`,
      finding: unexpected.length > 0 || detailCalls.length > 0 || grew,
      details: {
        statuses: counts,
        providerCalls: providerCalls.map((call) => call.path),
        baseline,
        resident,
        healthMs,
      },
    },
  ]
}
