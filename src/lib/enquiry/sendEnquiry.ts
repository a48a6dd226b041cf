'use server'

import { z } from 'zod'

import { env } from '@/lib/env'
import { enquiryFormSchema } from '@/lib/validation/enquiryForm'
import { serverProvider } from '@/provider/serverProvider'

import { looksLikeBot } from './botGuard'
import { ENQUIRY_FORM_KIND_NAMES, ENQUIRY_FORM_KINDS } from './formKinds'
import { buildLocation } from './location'
import { resolveSource } from './resolveSource'

const requestSchema = z.object({
  kind: z.enum(ENQUIRY_FORM_KIND_NAMES as [string, ...string[]]),
  label: z.string().trim().max(200),
  pagePath: z.string().startsWith('/').max(500),
  honeypot: z.string().max(500),
  elapsedMs: z.number(),
  values: enquiryFormSchema,
})

export type SendEnquiryRequest = z.input<typeof requestSchema>
export type SendEnquiryResult = { ok: true } | { ok: false; reason: 'invalid' | 'failed' }

/**
 * Sends an enquiry through the provider client (spec 7 send-form). It runs on the server, so the
 * same schema is enforced again and the provider address is the one this deployment configures.
 */
export async function sendEnquiry(request: SendEnquiryRequest): Promise<SendEnquiryResult> {
  const parsed = requestSchema.safeParse(request)
  if (!parsed.success) return { ok: false, reason: 'invalid' }
  const { kind: kindName, label, pagePath, honeypot, elapsedMs, values } = parsed.data
  // Bots get the same answer as people, so they learn nothing.
  if (looksLikeBot(honeypot, elapsedMs)) return { ok: true }

  const kind = ENQUIRY_FORM_KINDS[kindName as keyof typeof ENQUIRY_FORM_KINDS]
  try {
    await serverProvider().sendForm({
      firstName: values.name,
      lastName: values.surname,
      email: values.email,
      phone: values.phone,
      location: buildLocation(label || kind.label, new URL(env().SITE_URL).origin, pagePath),
      text: values.text,
      source: resolveSource(values.source, kind),
    })
    return { ok: true }
  } catch (error) {
    // The message names the failure only; the enquiry itself (personal data) is never logged.
    console.error(
      `[send-form] ${kindName}: ${error instanceof Error ? error.message : 'neznámá chyba'}`,
    )
    return { ok: false, reason: 'failed' }
  }
}
