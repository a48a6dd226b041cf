import type { PayloadRequest } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { liveEndpoint } from '@/lib/liveEndpoint'
import { installDrainOnShutdown, isDraining } from '@/lib/shutdown/drainOnShutdown'

const DRAINING = Symbol.for('site602.shutdown.draining')
let saved: NodeJS.SignalsListener[]

beforeEach(() => {
  vi.useFakeTimers()
  saved = process.listeners('SIGTERM')
  process.removeAllListeners('SIGTERM')
})

afterEach(() => {
  vi.useRealTimers()
  process.removeAllListeners('SIGTERM')
  for (const listener of saved) process.on('SIGTERM', listener)
  delete (globalThis as Record<symbol, unknown>)[DRAINING]
})

const live = async () => (await liveEndpoint.handler({} as PayloadRequest)) as Response

describe('SIGTERM: leave the rotation, then stop', () => {
  it('answers 503 on /api/live at once and hands over to the previous handler only after the drain', async () => {
    const nextClose = vi.fn()
    process.on('SIGTERM', nextClose)
    installDrainOnShutdown({ drainMs: 3000, log: () => {} })
    expect((await live()).status).toBe(200)

    process.emit('SIGTERM', 'SIGTERM')
    expect(isDraining()).toBe(true)
    expect((await live()).status).toBe(503)
    vi.advanceTimersByTime(2999)
    expect(nextClose).not.toHaveBeenCalled()

    process.emit('SIGTERM', 'SIGTERM')
    vi.advanceTimersByTime(1)
    expect(nextClose).toHaveBeenCalledTimes(1)
  })
})
