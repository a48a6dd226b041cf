import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { warmUp } from '../../../server/warmUp'

describe('the warm-up request', () => {
  it('asks /api/health once and stays quiet when it answers', async () => {
    const asked: string[] = []
    const server = http.createServer((request, response) => {
      asked.push(request.url ?? '')
      response.end('{"status":"ok"}')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const lines: string[] = []
    await warmUp(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, (line) =>
      lines.push(line),
    )
    await new Promise((resolve) => server.close(resolve))
    expect(asked).toEqual(['/api/health'])
    expect(lines).toEqual([])
  })

  it('logs a server that cannot be reached, and does not throw', async () => {
    const lines: string[] = []
    await expect(warmUp('http://127.0.0.1:1', (line) => lines.push(line))).resolves.toBeUndefined()
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/warm-up failed/)
  })
})
