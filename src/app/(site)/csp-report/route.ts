import { env } from '@/lib/env'
import { clientAddress } from '@/lib/http/clientAddress'
import { clientBucket } from '@/lib/rateLimit/limiterKeys'
import { consume, limiter } from '@/lib/rateLimit/limiters'
import {
  CSP_REPORT_BODY_LIMIT,
  CSP_REPORT_CONTENT_TYPES,
  cspReportLines,
  cspViolations,
} from '@/lib/security/cspReport'

/**
 * Where browsers report Content-Security-Policy violations (`report-uri` and `report-to` of the
 * header policies, src/lib/security/securityHeaders.ts), so that tightening the policy can be
 * measured. Anyone can post here, so: only the two report formats, a small body, a few reports
 * per client and minute, one short line per report in the log, nothing stored, never cached.
 */
export const dynamic = 'force-dynamic'

/** Reports per client and minute; a page with a broken policy sends a handful per view. */
const REPORTS_PER_MINUTE = 30

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

export async function POST(request: Request): Promise<Response> {
  const contentType = (request.headers.get('content-type') ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase()
  if (!CSP_REPORT_CONTENT_TYPES.includes(contentType)) return answer(415)
  if (Number(request.headers.get('content-length')) > CSP_REPORT_BODY_LIMIT) return answer(413)

  const client = clientBucket(clientAddress(request.headers, env().TRUSTED_PROXY_HOPS))
  const limit = limiter({ name: 'csp-report', points: REPORTS_PER_MINUTE, durationSeconds: 60 })
  const allowance = await consume(limit, client)
  if (!allowance.allowed) {
    return answer(429, { 'Retry-After': String(allowance.retryAfterSeconds) })
  }

  const body = await boundedText(request, CSP_REPORT_BODY_LIMIT)
  if (body === null) return answer(413)
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return answer(400)
  }
  for (const line of cspReportLines(cspViolations(contentType, parsed))) console.warn(line)
  return answer(204)
}

/** The body as text, or null once it is over `limit` bytes (a chunked body has no length). */
async function boundedText(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (received > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
