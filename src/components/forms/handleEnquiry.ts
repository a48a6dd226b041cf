import { z } from 'zod'

import { env } from '@/lib/env'
import { consume, limiter, refund } from '@/lib/rateLimit/limiters'
import { clientBucket, enquiryKey } from '@/lib/rateLimit/limiterKeys'
import { enquiryFormSchema } from '@/lib/validation/enquiryForm'
import { serverProvider } from '@/provider/serverProvider'

import { judgeEnquiry } from '@/lib/enquiry/botGuard'
import { formTokenKey } from '@/lib/enquiry/formToken'
import { ENQUIRY_FORM_KIND_NAMES, ENQUIRY_FORM_KINDS } from '@/lib/enquiry/formKinds'
import { buildLocation } from '@/lib/enquiry/location'
import type { EnquiryRefusal } from '@/lib/enquiry/messages'
import { resolveSource } from '@/lib/enquiry/resolveSource'

const enquiryRequestSchema = z.object({
  kind: z.enum(ENQUIRY_FORM_KIND_NAMES as [string, ...string[]]),
  label: z.string().trim().max(200),
  pagePath: z.string().startsWith('/').max(500),
  honeypot: z.string().max(500),
  /** Issued by `issueEnquiryToken` (formToken.ts); missing means "not from our form". */
  token: z.string().max(300).default(''),
  values: enquiryFormSchema,
})

export type SendEnquiryRequest = z.input<typeof enquiryRequestSchema>
export type SendEnquiryResult =
  { ok: true } | { ok: false; reason: 'invalid' | 'failed' | EnquiryRefusal }

/** Enquiries per client address and form kind (ENQUIRY_RATE_LIMIT_*). */
function enquiryLimiter() {
  const { ENQUIRY_RATE_LIMIT_POINTS, ENQUIRY_RATE_LIMIT_WINDOW_SECONDS } = env()
  return limiter({
    name: 'enquiry',
    points: ENQUIRY_RATE_LIMIT_POINTS,
    durationSeconds: ENQUIRY_RATE_LIMIT_WINDOW_SECONDS,
  })
}

/**
 * Everything the server does with an enquiry, in this order: the schema, the bot check (honeypot
 * and the signed fill-time token), the per-client limit, then the provider. Only an enquiry that
 * passes all of them reaches the provider; every refusal a person can meet is answered with a
 * reason the form turns into a Czech message.
 */
export async function handleEnquiry(
  request: SendEnquiryRequest,
  clientAddress: string | undefined,
  now = Date.now(),
): Promise<SendEnquiryResult> {
  const parsed = enquiryRequestSchema.safeParse(request)
  if (!parsed.success) return { ok: false, reason: 'invalid' }
  const { kind: kindName, label, pagePath, honeypot, token, values } = parsed.data
  const config = env()

  const verdict = judgeEnquiry(
    { honeypot, token, kind: kindName },
    formTokenKey(config.PAYLOAD_SECRET ?? ''),
    now,
  )
  // Bots get the same answer as people, so they learn nothing.
  if (verdict === 'bot') return { ok: true }
  if (verdict !== 'person') return { ok: false, reason: verdict }

  const limits = enquiryLimiter()
  const key = enquiryKey(clientAddress, kindName)
  const allowance = await consume(limits, key)
  if (!allowance.allowed) {
    // One line per client and window (the first refusal), not one per request of a flood.
    if (allowance.consumed === limits.spec.points + 1) {
      console.warn(
        `[send-form] ${kindName}: limit of ${limits.spec.points} enquiries per ` +
          `${limits.spec.durationSeconds} s reached by client ${clientBucket(clientAddress)}`,
      )
    }
    return { ok: false, reason: 'rate-limited' }
  }

  const kind = ENQUIRY_FORM_KINDS[kindName as keyof typeof ENQUIRY_FORM_KINDS]
  try {
    await serverProvider().sendForm({
      firstName: values.name,
      lastName: values.surname,
      email: values.email,
      phone: values.phone,
      location: buildLocation(label || kind.label, new URL(config.SITE_URL).origin, pagePath),
      text: values.text,
      source: resolveSource(values.source, kind),
    })
    return { ok: true }
  } catch (error) {
    // An enquiry the provider did not take does not count against the person trying again.
    await refund(limits, key)
    // The message names the failure only; the enquiry itself (personal data) is never logged.
    console.error(
      `[send-form] ${kindName}: ${error instanceof Error ? error.message : 'neznámá chyba'}`,
    )
    return { ok: false, reason: 'failed' }
  }
}
