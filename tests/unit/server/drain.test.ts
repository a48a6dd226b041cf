import { once } from 'node:events'
import { connect, type Socket } from 'node:net'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { onShutdown } from '@/lib/shutdown/shutdownTasks'

import { stopOnSignals } from '../../../server/drain'
import { listenSiteServer } from './listen'

const SIGNALS = ['SIGTERM', 'SIGINT'] as const
let before: Map<string, NodeJS.SignalsListener[]>

beforeEach(() => {
  before = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]))
})

afterEach(() => {
  // only the listeners this test added
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.includes(listener)) process.off(signal, listener)
    }
  }
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('SIGTERM: leave the rotation, finish what is in flight, then stop', () => {
  it('answers the probes 503 during the drain, completes a slow answer and exits 0 after the shutdown tasks', async () => {
    const events: string[] = []
    const site = await listenSiteServer(async (request, response) => {
      if (request.url === '/slow') await sleep(600)
      response.end(`ok ${request.url}`)
    })
    onShutdown('test task', async () => void events.push('task'))
    const exit = vi.fn((code: number) => void events.push(`exit ${code}`))
    const { stopped } = stopOnSignals({
      server: site.server,
      drain: site.drain,
      drainMs: 300,
      tasksMs: 1000,
      closeApp: async () => void events.push('app closed'),
      log: () => {},
      exit,
    })

    expect((await fetch(`${site.origin}/api/live`)).status).toBe(200)
    const slow = fetch(`${site.origin}/slow`).then(async (response) => ({
      status: response.status,
      body: await response.text(),
    }))
    await sleep(50)
    process.emit('SIGTERM', 'SIGTERM')

    const live = await fetch(`${site.origin}/api/live`)
    expect(live.status).toBe(503)
    expect(live.headers.get('cache-control')).toBe('no-store')
    expect((await fetch(`${site.origin}/api/health`)).status).toBe(503)
    // other requests are still served while the HTTP cache's probe notices
    expect((await fetch(`${site.origin}/kontakt`)).status).toBe(200)

    expect(await slow).toEqual({ status: 200, body: 'ok /slow' })
    await stopped
    expect(events).toEqual(['task', 'app closed', 'exit 0'])
    expect(site.server.listening).toBe(false)
  })
})

describe('SIGTERM with an upgraded connection open', () => {
  it('does not wait for it (the dev server keeps a hot-reload WebSocket open)', async () => {
    const site = await listenSiteServer(async (_request, response) => void response.end('ok'))
    site.server.on('upgrade', (_request, socket: Socket) => {
      socket.write(
        'HTTP/1.1 101 Switching Protocols\r\nUpgrade: test\r\nConnection: Upgrade\r\n\r\n',
      )
    })
    const client = connect(Number(new URL(site.origin).port), '127.0.0.1')
    client.write(
      'GET /_next/hmr HTTP/1.1\r\nHost: x\r\nUpgrade: test\r\nConnection: Upgrade\r\n\r\n',
    )
    await once(client, 'data')
    const exit = vi.fn()
    const { stopped } = stopOnSignals({
      server: site.server,
      drain: site.drain,
      drainMs: 0,
      tasksMs: 1000,
      closeApp: async () => {},
      log: () => {},
      exit,
    })
    const began = Date.now()
    process.emit('SIGTERM', 'SIGTERM')
    await stopped
    expect(exit).toHaveBeenCalledWith(0)
    expect(Date.now() - began).toBeLessThan(2000)
    client.destroy()
  })
})

describe('SIGINT (Ctrl-C)', () => {
  it('stops at once and still runs the shutdown tasks', async () => {
    const site = await listenSiteServer(async (_request, response) => void response.end('ok'))
    const task = vi.fn(async () => {})
    onShutdown('test task', task)
    const exit = vi.fn()
    const { stopped } = stopOnSignals({
      server: site.server,
      drain: site.drain,
      drainMs: 60_000,
      tasksMs: 60_000,
      closeApp: async () => {},
      log: () => {},
      exit,
    })
    process.emit('SIGINT', 'SIGINT')
    await stopped
    expect(task).toHaveBeenCalledOnce()
    expect(exit).toHaveBeenCalledWith(0)
    expect(site.server.listening).toBe(false)
  })

  it('cuts the connections, then lets the renders still running end before the shutdown tasks', async () => {
    const events: string[] = []
    let rendering: () => void = () => {}
    const site = await listenSiteServer(async (_request, response) => {
      // a render that goes on after its connection is cut, as Next's does
      await new Promise<void>((resolve) => (rendering = resolve))
      events.push('render ended')
      response.end('late')
    })
    onShutdown('test task', async () => void events.push('task'))
    const exit = vi.fn()
    const { stopped } = stopOnSignals({
      server: site.server,
      drain: site.drain,
      drainMs: 60_000,
      tasksMs: 60_000,
      closeApp: async () => {},
      log: () => {},
      exit,
    })
    const cut = fetch(`${site.origin}/slow`).then(
      () => 'answered',
      () => 'cut',
    )
    await sleep(100)
    process.emit('SIGINT', 'SIGINT')
    expect(await cut).toBe('cut')
    await sleep(200)
    expect(events).toEqual([])
    rendering()
    await stopped
    expect(events).toEqual(['render ended', 'task'])
    expect(exit).toHaveBeenCalledWith(0)
  })
})
