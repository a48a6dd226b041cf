import net, { type AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createHttpCachePurger } from '@/cache/httpCachePurger.mjs'

let server: net.Server
let url = ''
const methods: string[] = []

beforeAll(async () => {
  // A raw socket: Node's HTTP parser refuses methods it does not know, Varnish takes BAN.
  server = net.createServer((socket) => {
    socket.once('data', (data) => {
      methods.push(data.toString().split(' ')[0]!)
      socket.end('HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('HTTP cache purger', () => {
  it('sends one BAN for the tags a publish expires together', async () => {
    methods.length = 0
    const purger = createHttpCachePurger({ urls: [url], warn: vi.fn() })
    purger.request()
    // the rest of the publish's batches, before the ban leaves
    await new Promise((resolve) => setTimeout(resolve, 20))
    for (let i = 0; i < 4; i++) purger.request()
    await purger.settled()
    expect(methods).toEqual(['BAN'])
  })

  it('bans again for a request made while a ban is on its way', async () => {
    methods.length = 0
    const purger = createHttpCachePurger({ urls: [url], warn: vi.fn() })
    purger.request()
    while (methods.length === 0) await new Promise((resolve) => setImmediate(resolve))
    purger.request()
    await purger.settled()
    expect(methods).toEqual(['BAN', 'BAN'])
  })

  it('logs an unreachable cache and never throws', async () => {
    const warn = vi.fn()
    const purger = createHttpCachePurger({ urls: ['http://127.0.0.1:1'], warn })
    purger.request()
    await purger.settled()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('purge of http://127.0.0.1:1 failed'))
  })

  it('does nothing without configured caches', async () => {
    methods.length = 0
    const purger = createHttpCachePurger({ urls: [], warn: vi.fn() })
    purger.request()
    await purger.settled()
    expect(methods).toEqual([])
  })
})
