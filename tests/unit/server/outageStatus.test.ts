import { gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isDatabaseConnectionError, noteRequestError } from '@/lib/db/connectionError'

import { listenSiteServer } from './listen'

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
  code: 'ECONNREFUSED',
})

describe('database connection errors', () => {
  it('are recognised through the wrappers of the query layer', () => {
    const wrapped = new Error('Failed query: select …', { cause: refused })
    expect(isDatabaseConnectionError(wrapped)).toBe(true)
    expect(isDatabaseConnectionError(new AggregateError([refused]))).toBe(true)
    expect(isDatabaseConnectionError({ code: '57P01', message: 'terminating connection' })).toBe(
      true,
    )
  })

  it('are not confused with a broken query or a bug', () => {
    expect(isDatabaseConnectionError({ code: '42P01', message: 'relation does not exist' })).toBe(
      false,
    )
    expect(isDatabaseConnectionError(new TypeError('x is undefined'))).toBe(false)
  })
})

describe('a failed render while the database is unreachable', () => {
  let site: Awaited<ReturnType<typeof listenSiteServer>>
  let origin = ''
  beforeAll(async () => {
    // Fails the way Next fails a page render: status 500, its own HTML error shell.
    // Next sends a failed render at once or streams it; both are covered.
    site = await listenSiteServer(async (request, response) => {
      response.statusCode = 500
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      if (request.url === '/gzipped') {
        // as Next's compression does: the encoding is declared, the bytes are gzip
        response.setHeader('Content-Encoding', 'gzip')
        response.end(gzipSync('<html id="__next_error__"></html>'))
      } else if (request.url === '/head-first') {
        response.writeHead(500, { 'Content-Length': '33' })
        response.end('<html id="__next_error__"></html>')
      } else if (request.url === '/streamed') {
        response.write('<html id="__next_error__">')
        response.write('<body></body>')
        response.end('</html>')
      } else {
        response.end('<html id="__next_error__"></html>')
      }
    })
    origin = site.origin
  })
  afterAll(() => site.close())

  it('stays a 500 when the database is fine', async () => {
    const response = await fetch(origin)
    expect(response.status).toBe(500)
  })

  it.each(['/', '/streamed', '/head-first', '/gzipped'])(
    'answers 503 with Retry-After and the Czech outage page (%s)',
    async (path) => {
      noteRequestError(new Error('Failed query', { cause: refused }))
      const response = await fetch(`${origin}${path}`)
      expect(response.status).toBe(503)
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const html = await response.text()
      expect(html).toContain('Stránka je dočasně nedostupná')
      expect(html).toContain('lang="cs"')
      expect(html).not.toContain('__next_error__')
    },
  )
})
