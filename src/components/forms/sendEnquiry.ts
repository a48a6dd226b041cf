'use server'

import { headers } from 'next/headers'

import { env } from '@/lib/env'
import { clientAddress } from '@/lib/http/clientAddress'

import { formTokenKey, issueFormToken } from '@/lib/enquiry/formToken'
import { isEnquiryFormKind } from '@/lib/enquiry/formKinds'
import { handleEnquiry, type SendEnquiryRequest, type SendEnquiryResult } from './handleEnquiry'

export type { SendEnquiryRequest, SendEnquiryResult }

/**
 * Sends an enquiry through the provider client (spec 7 send-form). It runs on the server, so the
 * schema, the bot check and the per-client limit are decided here, never by the browser, and the
 * provider address is the one this deployment configures. See handleEnquiry.ts.
 */
export async function sendEnquiry(request: SendEnquiryRequest): Promise<SendEnquiryResult> {
  const address = clientAddress(await headers(), env().TRUSTED_PROXY_HOPS)
  return handleEnquiry(request, address)
}

/**
 * A fresh fill-time token for one form kind, asked for when a person starts filling the form in
 * (formToken.ts explains why it is not rendered into the cached page). Server actions are POST
 * requests that no cache stores, so the time inside is always now.
 */
export async function issueEnquiryToken(kind: string): Promise<string | null> {
  if (typeof kind !== 'string' || !isEnquiryFormKind(kind)) return null
  return issueFormToken(formTokenKey(env().PAYLOAD_SECRET ?? ''), kind)
}
