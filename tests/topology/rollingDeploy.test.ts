import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pollUntil, sleep } from './support/polling'
import { prepareReleases, type Release } from '../../tools/lib/releaseBuilds'
import {
  ROLL_MAX_SECONDS,
  type ReplicaStep,
  rollingLoadPaths,
  rollReplicas,
  runMigrateJob,
  startLoad,
} from '../../tools/lib/rollingDeploy'
import { getPage } from '../../tools/lib/siteRoutes'
import { startTopology, type Topology } from '../../tools/lib/topology'

/**
 * A rolling deploy as docker compose does it: the next release's migrations (the `migrate` job),
 * then replica A, then replica B replaced by the next build, while 50 connections load the site
 * through the HTTP cache. The next release is a real second `next build` with a changed text
 * (tools/lib/releaseBuilds.ts): its own build id, and a client script the previous one lacks.
 */

let releases: { previous: Release; next: Release }
let topology: Topology

/** Every `/_next/static/…` file a page's HTML names (script tags, preloads, the flight data). */
const assetsOf = (html: string) =>
  [...new Set(html.match(/\/_next\/static\/[^"'\s\\)]+/g) ?? [])].map((url) =>
    url.replace(/&amp;/g, '&'),
  )

/** Which releases' build id the page carries (exactly one for a whole page). */
const buildsOf = (html: string) =>
  [releases.previous, releases.next].filter(({ buildId }) => html.includes(buildId))

const versionId = async (origin: string) =>
  ((await (await fetch(`${origin}/version.json?${Date.now()}`)).json()) as { c: string }).c

beforeAll(async () => {
  // One extra `next build` (minutes), unless node_modules/.cache/rolling-deploy has it already.
  releases = await prepareReleases()
  topology = await startTopology({ serverPath: releases.previous.serverPath })
}, 1_200_000)

afterAll(async () => {
  await topology?.stop()
}, 60_000)

describe('a rolling deploy through the HTTP cache', () => {
  it('replaces both replicas under load with no error, no half-started replica, no page pointing at another build, and the version watch sees it', async () => {
    const { siteUrl } = topology
    const [a, b] = topology.replicas
    const paths = await rollingLoadPaths(siteUrl)
    const pages = paths.filter((path) => path !== '/version.json')
    for (const path of paths) expect((await getPage(siteUrl, path)).status, path).toBe(200)
    expect(await versionId(siteUrl)).toBe(releases.previous.buildId)

    // Observer: pages through the cache, and every asset they name, asked for as a browser that
    // shows the page would. The new build's assets are first asked for while replica B still runs
    // the previous build.
    const problems: string[] = []
    const seenBuilds = new Set<string>()
    const versionsSeen: string[] = []
    let observing = true
    let asks = 0
    const observer = (async () => {
      for (let round = 0; observing; round++) {
        const path = pages[round % pages.length]!
        const { status, html } = await getPage(siteUrl, path)
        if (status !== 200) problems.push(`${status} ${path}`)
        const builds = buildsOf(html)
        if (builds.length !== 1) problems.push(`${path}: build ids ${builds.length}`)
        for (const { buildId } of builds) seenBuilds.add(buildId)
        for (const asset of assetsOf(html)) {
          asks++
          const response = await fetch(`${siteUrl}${asset}`)
          await response.arrayBuffer()
          if (response.status !== 200) {
            problems.push(`${response.status} ${asset} (page ${path}, build ${builds[0]?.buildId})`)
          }
        }
        const version = await versionId(siteUrl)
        if (versionsSeen.at(-1) !== version) versionsSeen.push(version)
        await sleep(50)
      }
    })()

    const load = startLoad(siteUrl, paths, ROLL_MAX_SECONDS)
    const started = Date.now()
    let steps: ReplicaStep[] = []
    try {
      await sleep(3000)
      await runMigrateJob(topology)
      steps = await rollReplicas(topology, releases.next, async (index) => {
        if (index !== 0) return
        // Mid-roll: each replica serves its own build's pages, never one the other cached in
        // Redis (keys carry the build id).
        for (const path of pages) {
          expect(buildsOf((await getPage(a!.url, path)).html), `A ${path}`).toEqual([releases.next])
          expect(buildsOf((await getPage(b!.url, path)).html), `B ${path}`).toEqual([
            releases.previous,
          ])
        }
      })
      // After the roll: within the cache's TTL and grace every page is of the new build.
      await pollUntil(
        async () => {
          for (const path of pages) {
            const builds = buildsOf((await getPage(siteUrl, path)).html)
            if (builds.length !== 1 || builds[0] !== releases.next) return false
          }
          return true
        },
        { timeoutMs: 10_000, what: 'every page of the new build through the cache' },
      )
      await sleep(2000)
    } finally {
      observing = false
      await observer
    }
    const result = await load.stop()
    console.info(
      `[rolling-deploy] ${Math.round((Date.now() - started) / 1000)} s, ${result.requests} requests, p99 ${result.p99Ms} ms, statuses ${JSON.stringify(result.statuses)}, client errors ${result.errors}; replicas ${JSON.stringify(steps)}; asset asks ${asks}; version.json ${versionsSeen.join(' → ')}`,
    )

    expect.soft(result.serverErrors, '5xx through the cache').toBe(0)
    expect.soft(result.errors, 'connection errors and timeouts').toBe(0)
    expect.soft(result.requests).toBeGreaterThan(1000)
    for (const step of steps) {
      // SIGTERM takes the replica out of rotation before it closes: no request is refused.
      expect.soft(step.failedConnections, `${step.replica}: failed connections`).toBe(0)
      // Nothing reaches it between its exit and the new build's first healthy answer.
      expect.soft(step.sentWhileDownOrStarting, `${step.replica}: sent while down`).toBe(0)
    }
    expect.soft(problems, 'pages and their assets through the cache').toEqual([])
    expect
      .soft([...seenBuilds].toSorted())
      .toEqual([releases.previous.buildId, releases.next.buildId].toSorted())
    // What the version watch polls: the old id, then the new one (the watch then tells the page).
    expect(versionsSeen[0]).toBe(releases.previous.buildId)
    expect(versionsSeen).toContain(releases.next.buildId)
    await pollUntil(async () => (await versionId(siteUrl)) === releases.next.buildId, {
      timeoutMs: 5000,
      what: '/version.json of the new build',
    })
  }, 600_000)
})
