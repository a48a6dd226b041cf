import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST } from '@/app/(site)/csp-report/route'
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/clientAddress'
import { resetLimitersForTests } from '@/lib/rateLimit/limiters'
import { CSP_REPORT_BODY_LIMIT, cspReportLines, cspViolations } from '@/lib/security/cspReport'

const legacy = {
  'csp-report': {
    'document-uri': 'https://www.example.cz/kontakt?email=jana%40example.cz#form',
    referrer: 'https://www.google.com/',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'https://evil.example.net/x.js?session=secret',
    'line-number': 12,
    'source-file': 'https://www.example.cz/_next/static/chunks/a.js?v=1',
    'script-sample': 'alert(document.cookie)',
  },
}

const reportingApi = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://www.example.cz/eshop?token=abc',
    user_agent: 'Mozilla/5.0 (jana-laptop)',
    body: {
      documentURL: 'https://www.example.cz/eshop?token=abc',
      blockedURL: 'inline',
      effectiveDirective: 'script-src-elem',
      disposition: 'enforce',
      sample: 'console.log("jana@example.cz")',
      lineNumber: 3,
    },
  },
  { type: 'deprecation', body: { id: 'x' } },
]

describe('CSP reports', () => {
  it('reads both formats into one line each, without query, fragment, sample or user agent', () => {
    const [legacyLine] = cspReportLines(cspViolations('application/csp-report', legacy))
    expect(legacyLine).toBe(
      '[csp] enforce script-src-elem blocked=https://evil.example.net/x.js ' +
        'page=https://www.example.cz/kontakt source=https://www.example.cz/_next/static/chunks/a.js:12',
    )
    const lines = cspReportLines(cspViolations('application/reports+json', reportingApi))
    expect(lines).toEqual([
      '[csp] enforce script-src-elem blocked=inline page=https://www.example.cz/eshop',
    ])
    for (const line of [legacyLine!, ...lines]) {
      expect(line).not.toMatch(/jana|secret|token|cookie|Mozilla|google/)
    }
  })

  it('keeps every line short and printable, and logs at most five reports per request', () => {
    const long = {
      type: 'csp-violation',
      body: { blockedURL: `wss://x.example/${'a'.repeat(5000)}`, effectiveDirective: 'a\nb' },
    }
    const lines = cspReportLines(cspViolations('application/reports+json', Array(9).fill(long)))
    expect(lines).toHaveLength(6)
    expect(lines.at(-1)).toBe('[csp] 4 more reports in the same request')
    for (const line of lines) {
      expect(line.length).toBeLessThan(400)
      expect(line).not.toMatch(/[\n\r]/)
    }
  })

  it('redacts personal data and tokens in the paths, as every log line is', () => {
    const token = 'a3f9'.repeat(10)
    const pages = [
      'https://www.example.cz/potvrzeni-schuzky/jana.novak@example.cz',
      'https://www.example.cz/potvrzeni-schuzky/jana.novak%40example.cz',
      'https://www.example.cz/volejte/601%20123%20456',
      `https://www.example.cz/admin/reset/${token}`,
      'https://www.example.cz/x/eyJhbGciOiJIUzI1NiJ9.eyJtYWlsIjoiamFuYUBleGFtcGxlLmN6In0.c2lnbmF0dXJl',
    ]
    const lines = cspReportLines(
      pages.map((page) => ({ directive: 'script-src-elem', blocked: page, document: page })),
    )
    expect(lines).toEqual([
      '[csp] enforce script-src-elem blocked=https://www.example.cz/potvrzeni-schuzky/[email] page=https://www.example.cz/potvrzeni-schuzky/[email]',
      '[csp] enforce script-src-elem blocked=https://www.example.cz/potvrzeni-schuzky/[email] page=https://www.example.cz/potvrzeni-schuzky/[email]',
      '[csp] enforce script-src-elem blocked=https://www.example.cz/volejte/[phone] page=https://www.example.cz/volejte/[phone]',
      '[csp] enforce script-src-elem blocked=https://www.example.cz/admin/reset/[token] page=https://www.example.cz/admin/reset/[token]',
      '[csp] enforce script-src-elem blocked=https://www.example.cz/x/[token] page=https://www.example.cz/x/[token]',
    ])
    const [keyword] = cspReportLines([{ directive: 'jana@example.cz', blocked: 'jana@example.cz' }])
    expect(keyword).toBe('[csp] enforce [email] blocked=[email] page=-')
  })

  it('finds nothing in a body of another shape', () => {
    expect(cspViolations('application/csp-report', [legacy])).toEqual([])
    expect(cspViolations('application/reports+json', legacy)).toEqual([])
    expect(cspViolations('application/reports+json', [{ type: 'csp-violation' }])).toEqual([])
  })
})

describe('the CSP report endpoint', () => {
  beforeAll(() => {
    process.env.DATABASE_URL ??= 'postgres://test@127.0.0.1:1/test'
    process.env.PAYLOAD_SECRET ??= 'x'.repeat(40)
  })
  afterEach(() => {
    resetLimitersForTests()
    vi.restoreAllMocks()
  })

  const report = (
    body: BodyInit,
    { address = '203.0.113.7', type = 'application/csp-report', length = true } = {},
  ) => {
    const headers = new Headers({ 'content-type': type, [SOCKET_ADDRESS_HEADER]: address })
    if (length && typeof body === 'string') headers.set('content-length', String(body.length))
    return POST(
      new Request('http://127.0.0.1/csp-report', {
        method: 'POST',
        headers,
        body,
        duplex: 'half',
      } as RequestInit),
    )
  }

  it('answers 204, never cached, and logs one line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await report(JSON.stringify(legacy))
    expect(response.status).toBe(204)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toMatch(/^\[csp\] enforce script-src-elem /)

    const batch = await report(JSON.stringify(reportingApi), { type: 'application/reports+json' })
    expect(batch.status).toBe(204)
  })

  it('refuses other content types, bodies over the limit (declared or streamed) and garbage', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect((await report(JSON.stringify(legacy), { type: 'text/plain' })).status).toBe(415)
    const big = JSON.stringify({
      'csp-report': { 'blocked-uri': 'x'.repeat(CSP_REPORT_BODY_LIMIT) },
    })
    expect((await report(big)).status).toBe(413)
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i += 1) controller.enqueue(new Uint8Array(1024).fill(32))
        controller.close()
      },
    })
    expect((await report(streamed, { length: false })).status).toBe(413)
    expect((await report('{not json')).status).toBe(400)
  })

  it('limits each client to 30 reports a minute (429 with Retry-After), others unaffected', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const body = JSON.stringify(legacy)
    for (let i = 0; i < 30; i += 1) expect((await report(body)).status).toBe(204)
    const refused = await report(body)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await report(body, { address: '198.51.100.1' })).status).toBe(204)
  })
})
