import { existsSync, readFileSync } from 'node:fs'

import { person } from './enquiryForm'
import { SECRET_VARIABLE, SERVER_LOG_FILE } from './serverLog'
import { billingDraft } from './shop'

/** E-mail addresses and phone numbers the specs type into the site's forms. */
const VISITOR_EMAILS = [
  person.email,
  billingDraft.email,
  'zofie@example.cz',
  'ramec@firma.cz',
  'stary-ramec@firma.cz',
]
const VISITOR_PHONES = [person.phone, billingDraft.phone]

/** Each value as it may be written: as typed, URL-encoded, and a phone's digits alone. */
function spellings(emails: string[], phones: string[]): string[] {
  const forms = new Set<string>()
  for (const email of emails) {
    forms.add(email)
    forms.add(encodeURIComponent(email))
  }
  for (const phone of phones) {
    const digits = phone.replace(/\D/g, '')
    forms.add(phone)
    forms.add(encodeURIComponent(phone))
    forms.add(digits)
    // the national number without the country code (+420)
    forms.add(digits.slice(-9))
  }
  return [...forms]
}

/** The values found in `log` (case-insensitive), each with the first line holding it. */
function foundIn(log: string, values: string[]) {
  const lower = log.toLowerCase()
  return values.flatMap((value) => {
    const at = lower.indexOf(value.toLowerCase())
    if (!value || at < 0) return []
    const start = log.lastIndexOf('\n', at) + 1
    const end = log.indexOf('\n', at)
    return [{ value, line: log.slice(start, end < 0 ? undefined : end).slice(0, 300) }]
  })
}

/**
 * Global teardown of the e2e run: the server's log holds request lines (so logging was on and
 * this check saw something) and none of the test visitors' e-mails and phone numbers, nor the
 * PAYLOAD_SECRET. A failure here fails the run.
 */
export default function checkServerLog() {
  if (!existsSync(SERVER_LOG_FILE)) throw new Error(`No e2e server log at ${SERVER_LOG_FILE}`)
  const log = readFileSync(SERVER_LOG_FILE, 'utf8')
  if (!log.includes('"msg":"request"')) {
    throw new Error(`The e2e server log ${SERVER_LOG_FILE} has no request lines`)
  }
  const secret = process.env[SECRET_VARIABLE]
  if (!secret) throw new Error(`${SECRET_VARIABLE} is not set: the secret cannot be looked for`)
  const found = foundIn(log, [...spellings(VISITOR_EMAILS, VISITOR_PHONES), secret])
  if (found.length > 0) {
    const report = found
      .map(({ value, line }) => `  ${value === secret ? 'PAYLOAD_SECRET' : value}: ${line}`)
      .map((entry) => entry.replaceAll(secret, '[PAYLOAD_SECRET]'))
      .join('\n')
    throw new Error(
      `Personal data or the secret in the e2e server log (${SERVER_LOG_FILE}):\n${report}`,
    )
  }
}
