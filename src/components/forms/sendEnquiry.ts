'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { z } from 'zod'

import { env } from '@/lib/env'
import { actionArguments } from '@/lib/http/actionArguments'
import { clientAddress } from '@/lib/http/clientAddress'
import { safeConfirmationPath } from '@/leads/enquiry/confirmationPath'
import { enquiryOrigin } from './enquiryOrigin'
import { formTokenKey, issueFormToken, tokenForNextSend } from '@/leads/enquiry/formToken'
import { ENQUIRY_FORM_KINDS, isEnquiryFormKind } from '@/leads/enquiry/formKinds'
import { checkEnquiry } from '@/lib/validation/enquiryFieldErrors'
import { enquiryValuesOf } from '@/lib/validation/enquiryFormData'

import { type EnquiryFormState, initialEnquiryFormState } from './enquiryFormState'
import { handleEnquiry } from './handleEnquiry'

const textField = (formData: FormData, name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' ? value : ''
}

/**
 * `useActionState` calls the action with the previous state and the form's FormData. The
 * previous state comes back from the client (a hidden field without JavaScript), so it is never
 * read: every answer is built from the post alone.
 */
const submitArguments = z.tuple([z.unknown(), z.instanceof(FormData)])
/** The form's own fields that say which form it is: all short, all checked again below. */
const postedFormSchema = z.object({
  kind: z.string().max(50),
  token: z.string().max(300),
  /** The path of the form's page (`home`, `kontakt`) and its block's id (EnquiryForm.tsx). */
  page: z.string().max(500),
  block: z.string().max(100),
})
const issueArguments = z.tuple([z.string().max(50)])

/**
 * The action of every enquiry form (`useActionState`), posted by the browser's own form submit
 * when there is no JavaScript and by the enhanced form after its client validation. It checks the
 * values with the same schema as the browser, then handleEnquiry.ts decides (bot check, limit,
 * provider). A form posted without a token (no JavaScript, so nobody asked for one on the first
 * focus) is not sent: it comes back with a token and asks the person to confirm (formToken.ts).
 * A sent enquiry of a plain form with a confirmation page redirects there; an enhanced form
 * (`enhanced=1`) navigates itself after recording its analytics events.
 */
export async function submitEnquiryForm(
  ...args: [previous: EnquiryFormState, formData: FormData]
): Promise<EnquiryFormState> {
  const [, formData] = actionArguments('submitEnquiryForm', submitArguments, args)
  const posted = postedFormSchema.safeParse({
    kind: textField(formData, 'kind'),
    token: textField(formData, 'token'),
    page: textField(formData, 'page'),
    block: textField(formData, 'block'),
  })
  if (!posted.success || !isEnquiryFormKind(posted.data.kind)) {
    return { ...initialEnquiryFormState(undefined), status: 'failed' }
  }
  const origin = await enquiryOrigin(posted.data.kind, posted.data)
  const kindName = origin.kind
  const kind = ENQUIRY_FORM_KINDS[kindName]
  const values = enquiryValuesOf(formData, 'fixedText' in kind ? kind.fixedText : undefined)
  const givenToken = posted.data.token
  const answer = (status: EnquiryFormState['status'], rest: Partial<EnquiryFormState> = {}) => ({
    status,
    values,
    errors: {},
    token: tokenForNextSend(formTokenKey(env().PAYLOAD_SECRET ?? ''), givenToken, kindName),
    sentTo: '',
    confirmationPath: null,
    ...rest,
  })

  const checked = checkEnquiry(values)
  if (!checked.ok) return answer('invalid', { errors: checked.errors })

  const requestHeaders = await headers()
  const result = await handleEnquiry(
    {
      kind: kindName,
      label: origin.label,
      pagePath: origin.pagePath,
      honeypot: textField(formData, 'website'),
      token: givenToken,
      values: checked.values,
    },
    clientAddress(requestHeaders, env().TRUSTED_PROXY_HOPS),
  )
  if (result.ok) {
    const confirmationPath = safeConfirmationPath(formData.get('confirmationPath'))
    // redirect() answers a plain post with 303, so a reload does not post the enquiry again.
    if (confirmationPath && textField(formData, 'enhanced') !== '1') redirect(confirmationPath)
    return answer('sent', { sentTo: checked.values.email, confirmationPath })
  }
  if (result.reason === 'expired' && givenToken === '') return answer('unconfirmed')
  return answer(result.reason === 'invalid' ? 'failed' : result.reason)
}

/**
 * A fresh fill-time token for one form kind, asked for when a person starts filling the form in
 * (formToken.ts explains why it is not rendered into the cached page). Server actions are POST
 * requests that no cache stores, so the time inside is always now.
 */
export async function issueEnquiryToken(...args: [kind: string]): Promise<string | null> {
  const [kind] = actionArguments('issueEnquiryToken', issueArguments, args)
  if (!isEnquiryFormKind(kind)) return null
  return issueFormToken(formTokenKey(env().PAYLOAD_SECRET ?? ''), kind)
}
