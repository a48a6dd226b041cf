import { MIN_FILL_MS, verifyFormToken } from './formToken'

export { MIN_FILL_MS }

/**
 * The server's verdict on an enquiry before anything is sent (see formToken.ts):
 * - `bot`: the honeypot is filled. Answered like a person (bots learn nothing), sent nowhere.
 * - `too-fast`: a valid token issued less than MIN_FILL_MS ago. The person is told and can send
 *   again; nothing is dropped silently.
 * - `expired`: no token, a forged or foreign one, or one older than its maximum age. A person only
 *   meets this after hours on one page or a change of PAYLOAD_SECRET, so the answer is an honest
 *   "send it again" (the form takes a fresh token); a script gets nothing sent either way.
 */
export type BotVerdict = 'person' | 'bot' | 'too-fast' | 'expired'

export function judgeEnquiry(
  { honeypot, token, kind }: { honeypot: string; token: string; kind: string },
  key: Buffer,
  now = Date.now(),
): BotVerdict {
  if (honeypot.trim() !== '') return 'bot'
  const check = verifyFormToken(key, token, kind, now)
  if (check.ok) return 'person'
  return check.reason === 'too-fast' ? 'too-fast' : 'expired'
}
