import { afterEach, describe, expect, it, vi } from 'vitest'

import { ProviderError, SessionExpiredError } from '@/provider/errors'
import { type CacheWrapper, createProviderReaders } from '@/provider/server/createProviderReaders'

import { sandboxForFile } from './sandboxHarness'

const sandbox = sandboxForFile()

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

afterEach(() => vi.restoreAllMocks())

describe('provider failures seen through the client', () => {
  it('times out on a slow answer with a short client timeout', async () => {
    await sandbox.addFault({ path: '/blogpost', kind: 'slow', delayMs: 1500 })
    const started = Date.now()
    const error = await rejection(sandbox.client({ timeoutMs: 150 }).getBlogPosts())
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({ kind: 'timeout', path: '/blogpost' })
    expect(Date.now() - started).toBeLessThan(1200)
  })

  it('waits out a slow answer within the timeout', async () => {
    await sandbox.addFault({ path: '/product', kind: 'slow', delayMs: 100 })
    await expect(sandbox.client({ timeoutMs: 3000 }).getProducts()).resolves.not.toHaveLength(0)
  })

  it('reports 500 as an http error', async () => {
    await sandbox.addFault({ path: '/case-study', kind: '500' })
    const error = await rejection(sandbox.client().getCaseStudies())
    expect(error).toMatchObject({ kind: 'http', status: 500 })
    expect(error).not.toBeInstanceOf(SessionExpiredError)
  })

  it.each(['401', '403'] as const)('reports %s as an expired session', async (kind) => {
    const { api } = await sandbox.loggedInClient('jana@example.cz')
    await sandbox.addFault({ path: '/order/my', method: 'GET', kind })
    const error = await rejection(api.getMyOrders())
    expect(error).toBeInstanceOf(SessionExpiredError)
    expect(error).toMatchObject({ status: Number(kind) })
  })

  it('logs and reports a schema mismatch for a garbage answer', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await sandbox.addFault({ path: '/webinar', kind: 'garbage' })
    const error = await rejection(sandbox.client().getWebinars())
    expect(error).toMatchObject({ kind: 'schema', path: '/webinar' })
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/webinar'), expect.anything())
  })

  it('matches prefixes, methods and a number of times; /api in the fault path is ignored', async () => {
    await sandbox.addFault({ path: '/api/blogpost*', method: 'GET', kind: '500', times: 1 })
    const api = sandbox.client()
    expect(await rejection(api.getBlogPost('dlouhodoba-archivace-pdf-a'))).toMatchObject({
      status: 500,
    })
    await expect(api.getBlogPost('dlouhodoba-archivace-pdf-a')).resolves.not.toBeNull()
  })

  it('clears faults on request', async () => {
    await sandbox.addFault({ path: '*', kind: '500' })
    expect(await rejection(sandbox.client().getProducts())).toMatchObject({ status: 500 })
    await sandbox.control('DELETE', '/__sandbox/faults')
    await expect(sandbox.client().getProducts()).resolves.not.toHaveLength(0)
  })

  it('turns failures into error results for pages', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const api = sandbox.client({ timeoutMs: 150 })
    const passThrough: CacheWrapper = (load) => load
    const readers = createProviderReaders({ transport: () => api.transport, cache: passThrough })
    await sandbox.addFault({ path: '/blogpost', kind: 'garbage' })
    await sandbox.addFault({ path: '/webinar', kind: 'slow', delayMs: 1000 })
    await sandbox.addFault({ path: '/case-study/cssz', kind: '500' })

    const posts = await readers.readBlogPosts()
    expect(posts).toEqual({ data: [], error: expect.stringContaining('neočekávaná data') })
    const webinars = await readers.readWebinars()
    expect(webinars.data).toEqual({ upcoming: [], past: [] })
    expect(webinars.error).toMatch(/neodpověděla včas/)
    const study = await readers.readCaseStudy('cssz')
    expect(study).toEqual({ data: null, error: expect.stringContaining('HTTP 500') })
  })
})
