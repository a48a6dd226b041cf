import { useRouter } from 'next/navigation'
import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react'

import { pushDataLayer } from '@/lib/analytics/dataLayer'
import { useLazyValidator } from '@/lib/forms/useLazyValidator'
import { ENQUIRY_FORM_KINDS, type EnquiryFormKind } from '@/leads/enquiry/formKinds'
import { initialEnquiryFormState } from './enquiryFormState'
import { issueEnquiryToken, submitEnquiryForm } from './sendEnquiry'

/**
 * The sending of an enquiry form: the server action's state (`useActionState`, so a plain post
 * without JavaScript answers with the same state), the fill-time token asked for when the person
 * starts, the client validation before an enhanced submit, and what follows the server's answer
 * (analytics, the confirmation page or the focused thank-you, the focused summary of errors).
 */
export function useEnquirySubmission(kindName: EnquiryFormKind, fixedText: string | undefined) {
  const kind = ENQUIRY_FORM_KINDS[kindName]
  const [state, formAction, pending] = useActionState(
    submitEnquiryForm,
    initialEnquiryFormState(fixedText),
  )
  const router = useRouter()
  const thankYouPanel = useRef<HTMLDivElement>(null)
  const errorSummary = useRef<HTMLDivElement>(null)
  /** The server's fill-time token, asked for when the person starts (see formToken.ts). */
  const token = useRef<Promise<string | null> | null>(null)
  // react-hook-form + zod, loaded when the person starts filling (EnquiryFormValidator.tsx)
  const validator = useLazyValidator(() =>
    import('./EnquiryFormValidator').then((module) => module.EnquiryFormValidator),
  )
  const [submitting, setSubmitting] = useState(false)
  const sending = useRef(false)

  const ensureToken = (): Promise<string | null> => {
    token.current ??= issueEnquiryToken(kindName).then(
      (issued) => {
        if (!issued) token.current = null
        return issued
      },
      () => {
        token.current = null
        return null
      },
    )
    return token.current
  }
  const startFilling = () => {
    void ensureToken()
    void validator.load()
  }

  useEffect(() => {
    // Every answer of the server ends a send; its token (renewed when needed) is the next one's.
    sending.current = false
    if (state.token) token.current = Promise.resolve(state.token)
    // The server refused the fields: its summary of errors takes focus (WCAG 3.3.1).
    if (state.status === 'invalid') errorSummary.current?.focus()
    if (state.status !== 'sent') return
    pushDataLayer({ event: 'form', formName: kind.formName })
    if (kindName === 'contact') {
      pushDataLayer({ event: 'contact-form_submit', formName: kind.formName })
    }
    if (state.confirmationPath) router.push(state.confirmationPath)
    else thankYouPanel.current?.focus()
  }, [state, kind.formName, kindName, router])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript the form never posts by itself: it validates, then calls the same action.
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    setSubmitting(true)
    const element = event.currentTarget
    void (async () => {
      const validate = await validator.validator()
      if (validate && !(await validate())) {
        sending.current = false
        setSubmitting(false)
        return
      }
      const formData = new FormData(element)
      formData.set('token', (await ensureToken()) ?? '')
      formData.set('enhanced', '1')
      // In the same transition: "sending" lasts until the server's answer is shown.
      startTransition(() => {
        setSubmitting(false)
        formAction(formData)
      })
    })()
  }

  return {
    state,
    formAction,
    busy: pending || submitting || state.status === 'sent',
    thankYouPanel,
    errorSummary,
    startFilling,
    onSubmit,
    validator,
  }
}
