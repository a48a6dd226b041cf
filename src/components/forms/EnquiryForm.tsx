'use client'

import { useId, useRef } from 'react'

import { ENQUIRY_FORM_KINDS, type EnquiryFormKind } from '@/leads/enquiry/formKinds'
import { ENQUIRY_REFUSAL_MESSAGES, type EnquiryRefusal } from '@/leads/enquiry/messages'
import { EnquiryContactFields } from './EnquiryContactFields'
import { EnquiryErrorSummary } from './EnquiryErrorSummary'
import { EnquiryFailureNotice, type EnquiryContacts } from './EnquiryFailureNotice'
import { EnquiryHoneypot } from './EnquiryHoneypot'
import { EnquirySourceSelect } from './EnquirySourceSelect'
import { EnquiryThankYou } from './EnquiryThankYou'
import { useEnquirySubmission } from './useEnquirySubmission'

import styles from './EnquiryForm.module.css'

type Props = {
  kind: EnquiryFormKind
  /**
   * Which CMS form this is: its page's path and its block's id, posted back so the server reads
   * the label and the page from the CMS (enquiryOrigin.ts), never from the post.
   */
  origin: { page: string; block: string }
  /** Heading above the form; omitted when the page already has one. */
  title?: string
  /** Replaces the form after a successful send; `{email}` becomes the address given. */
  thankYou: { title: string; text: string }
  /** A confirmation page opened after a successful send instead of the thank-you in place. */
  confirmationPath?: string
  /** Where to turn when sending fails (site settings, passed by the server component). */
  contacts?: EnquiryContacts | null
}

const isRefusal = (status: string): status is EnquiryRefusal =>
  Object.hasOwn(ENQUIRY_REFUSAL_MESSAGES, status)

/**
 * An enquiry form that works before and without client JavaScript: the server renders a real
 * form whose action is the server action `submitEnquiryForm`, and the page it answers with shows
 * the spec 5 messages, a refusal or the thank-you (`useActionState`). With JavaScript the same
 * form is enhanced: on the first focus or input it asks for its fill-time token and loads the
 * client validation (react-hook-form + zod, EnquiryFormValidator.tsx), so a visitor who only reads
 * the page never downloads those libraries; a submit is then validated in the browser first
 * (useEnquirySubmission.ts).
 */
export function EnquiryForm({
  kind: kindName,
  origin,
  title,
  thankYou,
  confirmationPath,
  contacts,
}: Props) {
  const kind = ENQUIRY_FORM_KINDS[kindName]
  const fixedText = 'fixedText' in kind ? kind.fixedText : undefined
  const {
    state,
    formAction,
    busy,
    thankYouPanel,
    errorSummary,
    startFilling,
    onSubmit,
    validator,
  } = useEnquirySubmission(kindName, fixedText)
  const id = useId()
  const form = useRef<HTMLFormElement>(null)

  if (state.status === 'sent' && !state.confirmationPath) {
    return (
      <EnquiryThankYou
        ref={thankYouPanel}
        title={thankYou.title}
        text={thankYou.text.replace('{email}', state.sentTo)}
      />
    )
  }

  const { Validator } = validator
  return (
    <form
      ref={form}
      className={styles.form}
      action={formAction}
      noValidate
      onSubmit={onSubmit}
      onFocus={startFilling}
      onInput={startFilling}
      onBlur={(event) => validator.noteBlur(event.target.getAttribute('name'))}
      aria-busy={busy}
      aria-labelledby={title ? `${id}-title` : undefined}
      data-form={kind.formName}
      // Scripts that drive the form without a browser (npm run chaos, npm run abuse) read it.
      data-enquiry-status={state.status}
    >
      {title ? (
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <EnquiryErrorSummary
        ref={errorSummary}
        formId={id}
        form={form}
        errors={state.status === 'invalid' ? state.errors : null}
        textLabel={kind.textLabel}
        fixedText={fixedText}
      />
      <input type="hidden" name="kind" value={kindName} />
      <input type="hidden" name="page" value={origin.page} />
      <input type="hidden" name="block" value={origin.block} />
      <input type="hidden" name="token" value={state.token} />
      {confirmationPath ? (
        <input type="hidden" name="confirmationPath" value={confirmationPath} />
      ) : null}
      <EnquiryContactFields
        formId={id}
        values={state.values}
        // Once the browser checks the fields, its messages (the same schema's) are the ones shown.
        errors={validator.clientErrors ?? state.errors}
        textLabel={kind.textLabel}
        fixedText={fixedText}
      />
      {kind.showSource ? <EnquirySourceSelect formId={id} value={state.values.source} /> : null}
      <EnquiryHoneypot formId={id} />
      <p className={styles.consent}>
        Odesláním formuláře berete na vědomí{' '}
        <a href="/gdpr" target="_blank" rel="noopener">
          zásady zpracování osobních údajů
        </a>
        .
      </p>
      {isRefusal(state.status) ? (
        <div className={styles.failure} role="alert">
          {ENQUIRY_REFUSAL_MESSAGES[state.status]}
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <EnquiryFailureNotice className={styles.failure} contacts={contacts} />
      ) : null}
      <button className={styles.submit} type="submit" disabled={busy}>
        {busy ? 'Odesílám…' : kind.submitText}
      </button>
      {Validator ? <Validator form={form} {...validator.props} /> : null}
    </form>
  )
}
