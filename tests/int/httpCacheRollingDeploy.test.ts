import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findFreePort } from '../../scripts/lib/findFreePort'
import { startHttpCache, type RunningHttpCache } from '../../tools/lib/httpCache'

/**
 * http-cache/site.vcl in a real varnishd in front of two replicas mid-deploy: each has only its
 * own build's assets (names carry a content hash), as two builds do during a rolling deploy.
 */

/** The /version.json being served, with Next's headers (Last-Modified: the file's time). */
const versionFile = { body: '{"c":"previous"}', lastModified: new Date('2026-11-26T08:00:00Z') }

/** A replica of one build: its assets answer 200, any other /_next/static file 404. */
function replicaOf(assets: readonly string[]) {
  const asked: string[] = []
  const server = http.createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0]!
    if (pathname === '/api/live') return void response.writeHead(200).end()
    if (pathname === '/version.json') {
      // As Next serves public/: 304 when the file is not newer than If-Modified-Since.
      const since = request.headers['if-modified-since']
      const headers = {
        'Cache-Control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=1',
        'Last-Modified': versionFile.lastModified.toUTCString(),
        'Content-Type': 'application/json',
      }
      if (since && versionFile.lastModified <= new Date(since)) {
        return void response.writeHead(304, headers).end()
      }
      return void response.writeHead(200, headers).end(versionFile.body)
    }
    asked.push(pathname)
    const found = assets.includes(pathname)
    response
      .writeHead(found ? 200 : 404, {
        'Content-Type': 'application/javascript',
        'Cache-Control': found ? 'public, max-age=31536000, immutable' : 'no-store',
      })
      .end(found ? `/* ${pathname} */` : 'Not Found')
  })
  return { server, asked }
}

const OLD = ['/_next/static/chunks/old-1.js', '/_next/static/chunks/old-2.css']
const NEW = ['/_next/static/chunks/new-1.js', '/_next/static/chunks/new-2.css']
const previousBuild = replicaOf(OLD)
const nextBuild = replicaOf(NEW)
let cache: RunningHttpCache

const port = (server: http.Server) => (server.address() as AddressInfo).port

beforeAll(async () => {
  for (const { server } of [previousBuild, nextBuild]) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  }
  cache = await startHttpCache({
    port: await findFreePort(),
    backends: [previousBuild, nextBuild].map(({ server }) => ({
      host: '127.0.0.1',
      port: port(server),
    })),
  })
})

afterAll(async () => {
  await cache?.stop()
  for (const { server } of [previousBuild, nextBuild]) {
    await new Promise((resolve) => server.close(resolve))
  }
})

describe('HTTP cache during a rolling deploy', () => {
  it('finds an asset of either build on the replica that has it, however often it is asked first', async () => {
    // A fresh query string per ask: a new cache object each time, so every ask reaches a replica.
    for (let ask = 0; ask < 20; ask++) {
      for (const asset of [...OLD, ...NEW]) {
        const response = await fetch(`${cache.url}${asset}?ask=${ask}`)
        expect(response.status, `${asset} ask ${ask}`).toBe(200)
        expect(await response.text()).toBe(`/* ${asset} */`)
      }
    }
    // Both replicas were asked first for assets they lack (the 404 was not the end).
    expect(previousBuild.asked.filter((path) => NEW.includes(path)).length).toBeGreaterThan(0)
    expect(nextBuild.asked.filter((path) => OLD.includes(path)).length).toBeGreaterThan(0)
  })

  it('serves the new /version.json even when the new build’s file is older (a rollback, or a build made earlier)', async () => {
    const version = async () => (await fetch(`${cache.url}/version.json?${Date.now()}`)).text()
    expect(await version()).toBe('{"c":"previous"}')
    Object.assign(versionFile, {
      body: '{"c":"next"}',
      lastModified: new Date('2026-11-26T07:00:00Z'),
    })
    const deadline = Date.now() + 5000
    let seen = ''
    while (Date.now() < deadline && seen !== '{"c":"next"}') {
      seen = await version()
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(seen).toBe('{"c":"next"}')
  })

  it('still answers 404 for an asset no replica has, and tries each replica once', async () => {
    const missing = '/_next/static/chunks/nowhere.js'
    const response = await fetch(`${cache.url}${missing}`, {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(response.status).toBe(404)
    const asks = [previousBuild, nextBuild].map(
      ({ asked }) => asked.filter((path) => path === missing).length,
    )
    expect(asks).toEqual([1, 1])
  })
})
