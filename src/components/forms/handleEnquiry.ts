import { randomUUID } from 'node:crypto'

import { z } from 'zod'

import { env } from '@/lib/env'
import { consume, limiter, refund } from '@/lib/rateLimit/limiters'
import { clientBucket, enquiryKey } from '@/lib/rateLimit/limiterKeys'
import { enquiryFormSchema } from '@/lib/validation/enquiryForm'
import { storeLead } from '@/leads/storeLead'
import type { Enquiry } from '@/provider/mappers/sendForm'
import { serverProvider } from '@/provider/serverProvider'

import { judgeEnquiry } from '@/leads/enquiry/botGuard'
import { formTokenKey } from '@/leads/enquiry/formToken'
import {
  ENQUIRY_FORM_KIND_NAMES,
  ENQUIRY_FORM_KINDS,
  type EnquiryFormKind,
} from '@/leads/enquiry/formKinds'
import { buildLocation } from '@/leads/enquiry/location'
import type { EnquiryRefusal } from '@/leads/enquiry/messages'
import { resolveSource } from '@/leads/enquiry/resolveSource'

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
 * and the signed fill-time token), the per-client limit, then the lead store. Only an enquiry
 * that passes all of them is stored; every refusal a person can meet is answered with a reason
 * the form turns into a Czech message. A stored lead is a sent enquiry for the visitor: the
 * queue delivers it to the provider (src/leads/). Only when the database cannot take it is it
 * sent to the provider directly, as before there was a store.
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

  const kind = ENQUIRY_FORM_KINDS[kindName as EnquiryFormKind]
  const enquiry: Enquiry = {
    firstName: values.name,
    lastName: values.surname,
    email: values.email,
    phone: values.phone,
    location: buildLocation(label || kind.label, new URL(config.SITE_URL).origin, pagePath),
    text: values.text,
    source: resolveSource(values.source, kind),
  }
  if (config.LEADS_STORE) {
    try {
      await storeLead({
        kind: kindName as EnquiryFormKind,
        pagePath,
        enquiry,
      })
      return { ok: true }
    } catch (error) {
      // The message names the failure only; the enquiry itself (personal data) is never logged.
      console.error(
        `[send-form] ${kindName}: the lead could not be stored (${describe(error)}), sending it directly`,
      )
    }
  }
  try {
    await serverProvider().sendForm(enquiry, { idempotencyKey: randomUUID() })
    return { ok: true }
  } catch (error) {
    // An enquiry nobody took does not count against the person trying again.
    await refund(limits, key)
    console.error(`[send-form] ${kindName}: ${describe(error)}`)
    return { ok: false, reason: 'failed' }
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : 'neznámá chyba')
