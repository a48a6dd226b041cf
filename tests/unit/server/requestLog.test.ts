import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { LogLevel } from '@/lib/logging/logLevel'
import { currentRequestId } from '@/lib/logging/requestContext'
import { routePatternMatcher } from '@/lib/logging/routePattern'

import { handleLogged } from '../../../server/requestLog'
import { listenSiteServer } from './listen'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const routePatternOf = routePatternMatcher({
  dynamicRoutes: [
    { page: '/blog/[[...slug]]', regex: '^/blog(?:/(.+?))?(?:/)?$' },
    { page: '/[[...slug]]', regex: '^(?:/(.+?))?(?:/)?$' },
  ],
})

/** What the app saw, per request: the id server code reads from the request context. */
const seenIds: Array<string | undefined> = []

/** A stand-in for Next: reads the context after an await, as a render would. */
const app: RequestListener = async (request, response) => {
  await new Promise((resolve) => setTimeout(resolve, 2))
  seenIds.push(currentRequestId())
  if (request.url?.startsWith('/hang')) return
  if (request.url?.startsWith('/fail')) {
    response.writeHead(500).end('chyba')
    return
  }
  response.setHeader('x-nextjs-cache', 'HIT')
  response.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>obsah stránky</p>')
}

async function listen(listener: RequestListener): Promise<{ server: Server; origin: string }> {
  const server = createServer(listener)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

const nextLine = async (lines: string[], count: number) => {
  for (let i = 0; i < 200 && lines.length < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return JSON.parse(lines[count - 1] ?? 'null') as Record<string, unknown> | null
}

describe("the site's server writes the request log", () => {
  const lines: string[] = []
  let site: Awaited<ReturnType<typeof listenSiteServer>>

  beforeAll(async () => {
    site = await listenSiteServer(async (request, response) => app(request, response), {
      requestLog: {
        level: 'info',
        trustedProxyHops: 0,
        routePatternOf,
        write: (line) => lines.push(line),
      },
    })
  })
  afterAll(() => site.close())

  it('writes one line per request and passes a well-formed edge id through', async () => {
    const response = await fetch(`${site.origin}/blog/podpis?email=zofie%40example.cz`, {
      headers: { 'X-Request-Id': 'edge-1234' },
    })
    expect(await response.text()).toBe('<p>obsah stránky</p>')
    expect(response.headers.get('x-request-id')).toBe('edge-1234')
    const line = await nextLine(lines, 1)
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      route: '/blog/[[...slug]]',
      path: '/blog/podpis',
      status: 200,
      cache: 'hit',
      client: '127.0.0.1',
      requestId: 'edge-1234',
    })
    expect(line!.bytes).toBeGreaterThan(Buffer.byteLength('<p>obsah stránky</p>'))
    expect(line!.durationMs).toBeGreaterThanOrEqual(1)
    expect(seenIds.at(-1)).toBe('edge-1234')
    expect(lines[0]).not.toMatch(/zofie|email|\?/)
  })

  it('gives a request without a usable id a fresh one, the same in header, context and log', async () => {
    const response = await fetch(`${site.origin}/fail`, {
      headers: { 'X-Request-Id': 'bad id\twith tab' },
    })
    await response.text()
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(UUID)
    const line = await nextLine(lines, 2)
    expect(line).toMatchObject({ level: 'error', status: 500, requestId: id, cache: null })
    expect(line!.path).toBeUndefined()
    expect(seenIds.at(-1)).toBe(id)
  })

  it('logs a request whose client went away before the answer as 499, aborted', async () => {
    const controller = new AbortController()
    const request = fetch(`${site.origin}/hang`, { signal: controller.signal }).catch(() => null)
    await new Promise((resolve) => setTimeout(resolve, 50))
    controller.abort()
    await request
    const line = await nextLine(lines, 3)
    expect(line).toMatchObject({ status: 499, aborted: true, route: '/[[...slug]]' })
  })
})

describe('LOG_LEVEL and the request log', () => {
  async function linesAt(level: LogLevel, paths: string[]) {
    const lines: string[] = []
    const site = await listen((request, response) =>
      handleLogged(request, response, () => void app(request, response), {
        level,
        trustedProxyHops: 0,
        routePatternOf,
        write: (line) => lines.push(line),
      }),
    )
    for (const path of paths) await (await fetch(`${site.origin}${path}`)).text()
    await new Promise((resolve) => setTimeout(resolve, 50))
    await new Promise<void>((resolve) => site.server.close(() => resolve()))
    return lines.map((line) => (JSON.parse(line) as { status: number }).status)
  }

  it('info and debug write every request; warn and error only the failed ones', async () => {
    const paths = ['/a', '/fail', '/b']
    expect(await linesAt('debug', paths)).toEqual([200, 500, 200])
    expect(await linesAt('info', paths)).toEqual([200, 500, 200])
    expect(await linesAt('warn', paths)).toEqual([500])
    expect(await linesAt('error', paths)).toEqual([500])
  })
})
