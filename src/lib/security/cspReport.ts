import { z } from 'zod'

import { redactPersonalData } from '@/lib/logging/logSafe'

/**
 * Reads Content-Security-Policy violation reports in both formats browsers send:
 * - `application/csp-report` (report-uri): `{"csp-report": {"blocked-uri": …, …}}`
 * - `application/reports+json` (report-to, the Reporting API): `[{type, body: {blockedURL, …}}]`
 * and turns each into one short log line. What a report may carry about a person (query strings
 * and fragments of the page or the blocked address, script samples, the user agent, cookies never
 * come) is dropped; every value is cut short, so a report cannot flood the log.
 */
export const CSP_REPORT_CONTENT_TYPES = ['application/csp-report', 'application/reports+json']

/** A report body larger than this is refused (413): real reports are 1–3 kB. */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024
/** At most this many reports of one request are logged. */
const MAX_LOGGED = 5
const MAX_VALUE = 120

// A field of another type is ignored rather than failing the whole report.
const text = z.string().optional().catch(undefined)
const position = z.number().optional().catch(undefined)

const legacyReport = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'blocked-uri': text,
    'effective-directive': text,
    'violated-directive': text,
    disposition: text,
    'source-file': text,
    'line-number': position,
  }),
})

const reportingApiReport = z.object({
  type: z.literal('csp-violation'),
  body: z.object({
    documentURL: text,
    blockedURL: text,
    effectiveDirective: text,
    disposition: text,
    sourceFile: text,
    lineNumber: position,
  }),
})

export type CspViolation = {
  directive?: string
  blocked?: string
  document?: string
  source?: string
  line?: number
  disposition?: string
}

/** The violations of a parsed report body (empty when it holds none). */
export function cspViolations(contentType: string, body: unknown): CspViolation[] {
  if (contentType === 'application/csp-report') {
    const parsed = legacyReport.safeParse(body)
    if (!parsed.success) return []
    const report = parsed.data['csp-report']
    return [
      {
        directive: report['effective-directive'] ?? report['violated-directive'],
        blocked: report['blocked-uri'],
        document: report['document-uri'],
        source: report['source-file'],
        line: report['line-number'],
        disposition: report.disposition,
      },
    ]
  }
  if (!Array.isArray(body)) return []
  return body.flatMap((entry) => {
    const parsed = reportingApiReport.safeParse(entry)
    if (!parsed.success) return []
    const report = parsed.data.body
    return [
      {
        directive: report.effectiveDirective,
        blocked: report.blockedURL,
        document: report.documentURL,
        source: report.sourceFile,
        line: report.lineNumber,
        disposition: report.disposition,
      },
    ]
  })
}

/**
 * An address without its query and fragment (they may name a person or carry a token); keywords
 * such as `inline` or `eval` stay as they are. What is left passes the log's own redaction
 * (logSafe.ts: e-mail addresses, phone numbers, tokens), also where the path hides them behind
 * %-escapes (`/kontakt/jana%40example.cz`). Printable ASCII only, cut to MAX_VALUE.
 */
export function redactedAddress(value: string | undefined): string {
  if (!value) return '-'
  let shown = value
  try {
    const url = new URL(value)
    shown =
      url.protocol === 'data:' || url.protocol === 'blob:'
        ? url.protocol
        : url.origin + redactedPath(url.pathname)
  } catch {
    // not a URL: a keyword like `inline`, `eval` or `wasm-eval`
    shown = redactPersonalData(value)
  }
  return printable(shown)
}

/**
 * The path segment by segment (a rule of logSafe.ts reads a `/` as part of an address): each as
 * sent, or, when its decoded form holds personal data, that form redacted.
 */
const redactedPath = (pathname: string) => pathname.split('/').map(redactedSegment).join('/')

function redactedSegment(segment: string): string {
  let decoded = segment
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    // a malformed escape: the segment is checked as it came
  }
  const redacted = redactPersonalData(decoded)
  return redacted === decoded ? redactPersonalData(segment) : redacted
}

const printable = (value: string) => {
  const clean = value.replace(/[^\x21-\x7e]/g, '?')
  return clean.length > MAX_VALUE ? `${clean.slice(0, MAX_VALUE)}…` : clean
}

/** A value of the report that is no address (directive, disposition): redacted, printable. */
const printableValue = (value: string) => printable(redactPersonalData(value))

/** One log line per violation, at most MAX_LOGGED per request (and how many were left out). */
export function cspReportLines(violations: CspViolation[]): string[] {
  const lines = violations.slice(0, MAX_LOGGED).map((violation) => {
    const source = violation.source
      ? ` source=${redactedAddress(violation.source)}${violation.line ? `:${violation.line}` : ''}`
      : ''
    return (
      `[csp] ${printableValue(violation.disposition ?? 'enforce')} ${printableValue(violation.directive ?? '-')}` +
      ` blocked=${redactedAddress(violation.blocked)} page=${redactedAddress(violation.document)}${source}`
    )
  })
  if (violations.length > MAX_LOGGED) {
    lines.push(`[csp] ${violations.length - MAX_LOGGED} more reports in the same request`)
  }
  return lines
}
