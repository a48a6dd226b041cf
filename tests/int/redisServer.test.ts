import { describe, expect, it } from 'vitest'

import { findFreePort } from '../../scripts/lib/findFreePort'
import { ping, startRedisServer } from '../../tools/lib/redisServer'

describe('startRedisServer (tools/lib/redisServer.ts)', () => {
  it('runs redis-server on loopback, stops it by PID and starts again on the same port', async () => {
    const port = await findFreePort()
    const first = await startRedisServer({ port })
    expect(first.url).toBe(`redis://127.0.0.1:${port}`)
    expect(await ping(port)).toBe(true)

    await first.stop()
    expect(await ping(port)).toBe(false)
    expect(() => process.kill(first.pid, 0)).toThrow()

    const second = await startRedisServer({ port })
    try {
      expect(second.pid).not.toBe(first.pid)
      expect(await ping(port)).toBe(true)
    } finally {
      await second.stop()
    }
  })
})
