'use client'

import { useRouter } from 'next/navigation'
import {
  startTransition,
  useActionState,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
} from 'react'

import { pushDataLayer } from '@/lib/analytics/dataLayer'
import { ENQUIRY_FORM_KINDS, type EnquiryFormKind } from '@/lib/enquiry/formKinds'
import { ENQUIRY_REFUSAL_MESSAGES, type EnquiryRefusal } from '@/lib/enquiry/messages'
import type { EnquiryFieldErrors, EnquiryFieldName } from '@/lib/validation/enquiryFormData'
import { ENQUIRY_SOURCES } from '@/lib/validation/enquirySources'
import { EnquiryFailureNotice, type EnquiryContacts } from './EnquiryFailureNotice'
import { initialEnquiryFormState } from './enquiryFormState'
import type { EnquiryFormValidatorProps, ValidateEnquiry } from './EnquiryFormValidator'
import { issueEnquiryToken, submitEnquiryForm } from './sendEnquiry'

import styles from './EnquiryForm.module.css'

type Props = {
  kind: EnquiryFormKind
  /** Overrides the kind's default label (a CMS form block sets its own). */
  label?: string
  /** Heading above the form; omitted when the page already has one. */
  title?: string
  /** Replaces the form after a successful send; `{email}` becomes the address given. */
  thankYou: { title: string; text: string }
  /** A confirmation page opened after a successful send instead of the thank-you in place. */
  confirmationPath?: string
  /** Where to turn when sending fails (site settings, passed by the server component). */
  contacts?: EnquiryContacts | null
}

/** The fields a summary of errors can name, in the order the form shows them. */
const SUMMARY_FIELDS = ['name', 'surname', 'email', 'phone', 'text'] as const

const ERROR_SUMMARY_TITLE = 'Formulář obsahuje chyby'

const isRefusal = (status: string): status is EnquiryRefusal =>
  Object.hasOwn(ENQUIRY_REFUSAL_MESSAGES, status)

/** A promise plus its resolver: the submit waits for the validator that the first focus loads. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}

/**
 * An enquiry form that works before and without client JavaScript: the server renders a real
 * form whose action is the server action `submitEnquiryForm`, and the page it answers with shows
 * the spec 5 messages, a refusal or the thank-you (`useActionState`). With JavaScript the same
 * form is enhanced: on the first focus or input it asks for its fill-time token and loads the
 * client validation (react-hook-form + zod, EnquiryFormValidator.tsx), so a visitor who only reads
 * the page never downloads those libraries; a submit is then validated in the browser first.
 */
export function EnquiryForm({
  kind: kindName,
  label,
  title,
  thankYou,
  confirmationPath,
  contacts,
}: Props) {
  const kind = ENQUIRY_FORM_KINDS[kindName]
  const fixedText = 'fixedText' in kind ? kind.fixedText : undefined
  const [state, formAction, pending] = useActionState(
    submitEnquiryForm,
    initialEnquiryFormState(fixedText),
  )
  const router = useRouter()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const thankYouPanel = useRef<HTMLDivElement>(null)
  const errorSummary = useRef<HTMLDivElement>(null)
  /** The server's fill-time token, asked for when the person starts (see formToken.ts). */
  const token = useRef<Promise<string | null> | null>(null)
  const [Validator, setValidator] = useState<ComponentType<EnquiryFormValidatorProps> | null>(null)
  const validatorModule = useRef<Promise<unknown> | null>(null)
  const validatorReady = useRef(deferred<ValidateEnquiry>())
  /** Fields left before the validator arrived: it checks them as soon as it is there. */
  const blurredEarly = useRef(new Set<EnquiryFieldName>())
  const [clientErrors, setClientErrors] = useState<EnquiryFieldErrors | null>(null)
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
  const loadValidator = () => {
    validatorModule.current ??= import('./EnquiryFormValidator').then(
      (module) => setValidator(() => module.EnquiryFormValidator),
      () => {
        // Offline or a new deployment: the server still validates the post.
        validatorModule.current = null
      },
    )
    return validatorModule.current
  }
  const startFilling = () => {
    void ensureToken()
    void loadValidator()
  }
  const onValidatorReady = useCallback(
    (validate: ValidateEnquiry) => validatorReady.current.resolve(validate),
    [],
  )

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
      await loadValidator()
      const validate = validatorModule.current ? await validatorReady.current.promise : null
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

  if (state.status === 'sent' && !state.confirmationPath) {
    return (
      <div
        className={styles.thankYou}
        ref={thankYouPanel}
        tabIndex={-1}
        role="status"
        data-enquiry-status={state.status}
      >
        <h2 className={styles.thankYouTitle}>{thankYou.title}</h2>
        <p>{thankYou.text.replace('{email}', state.sentTo)}</p>
      </div>
    )
  }

  // Once the browser checks the fields, its messages (the same schema's) are the ones shown.
  const errors = clientErrors ?? state.errors
  const field = (name: EnquiryFieldName) => {
    const error = errors[name]
    return {
      id: `${id}-${name}`,
      name,
      defaultValue: state.values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
      error: error ? (
        <p id={`${id}-${name}-error`} className={styles.error}>
          {error}
        </p>
      ) : null,
    }
  }
  const { error: nameError, ...nameProps } = field('name')
  const { error: surnameError, ...surnameProps } = field('surname')
  const { error: emailError, ...emailProps } = field('email')
  const { error: phoneError, ...phoneProps } = field('phone')
  const { error: textError, ...textProps } = field('text')
  const busy = pending || submitting || state.status === 'sent'
  const labels: Record<(typeof SUMMARY_FIELDS)[number], string> = {
    name: 'Jméno',
    surname: 'Příjmení',
    email: 'E-mail',
    phone: 'Telefon',
    text: kind.textLabel,
  }
  // After the server answered with field errors (a plain post, or a post the browser could not
  // check): the errors listed at the top, each a link to its field (WCAG 3.3.1, 2.4.3). It lists
  // the server's answer and stays as it is until the next one: an alert that changed with every
  // corrected field would interrupt a screen reader again and again.
  const summarised =
    state.status === 'invalid'
      ? SUMMARY_FIELDS.filter(
          (name) => state.errors[name] && (name !== 'text' || fixedText === undefined),
        )
      : []

  return (
    <form
      ref={form}
      className={styles.form}
      action={formAction}
      noValidate
      onSubmit={onSubmit}
      onFocus={startFilling}
      onInput={startFilling}
      onBlur={(event) => {
        const name = event.target.getAttribute('name')
        if (!Validator && name) blurredEarly.current.add(name as EnquiryFieldName)
      }}
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
      {summarised.length > 0 ? (
        <div
          ref={errorSummary}
          className={styles.errorSummary}
          role="alert"
          aria-labelledby={`${id}-errors-title`}
          tabIndex={-1}
          // without JavaScript the browser focuses it when the answered page loads
          autoFocus
          data-error-summary=""
        >
          <h2 id={`${id}-errors-title`} className={styles.errorSummaryTitle}>
            {ERROR_SUMMARY_TITLE}
          </h2>
          <ul className={styles.errorSummaryList}>
            {summarised.map((name) => (
              <li key={name}>
                <a
                  href={`#${id}-${name}`}
                  onClick={(event) => {
                    // a fragment link only scrolls: with JavaScript the field also takes focus
                    const target = form.current?.elements.namedItem(name)
                    if (!(target instanceof HTMLElement)) return
                    event.preventDefault()
                    target.focus()
                  }}
                >
                  {labels[name]}: {state.errors[name]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <input type="hidden" name="kind" value={kindName} />
      <input type="hidden" name="label" value={label ?? ''} />
      <input type="hidden" name="token" value={state.token} />
      {confirmationPath ? (
        <input type="hidden" name="confirmationPath" value={confirmationPath} />
      ) : null}
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={nameProps.id}>Jméno</label>
          <input {...nameProps} autoComplete="given-name" />
          {nameError}
        </div>
        <div className={styles.field}>
          <label htmlFor={surnameProps.id}>Příjmení</label>
          <input {...surnameProps} autoComplete="family-name" />
          {surnameError}
        </div>
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={emailProps.id}>E-mail</label>
          <input {...emailProps} type="email" autoComplete="email" />
          {emailError}
        </div>
        <div className={styles.field}>
          <label htmlFor={phoneProps.id}>Telefon</label>
          <input {...phoneProps} type="tel" autoComplete="tel" placeholder="+420 123 456 789" />
          {phoneError}
        </div>
      </div>
      {fixedText === undefined ? (
        <div className={styles.field}>
          <label htmlFor={textProps.id}>{kind.textLabel}</label>
          <textarea {...textProps} rows={5} />
          {textError}
        </div>
      ) : (
        <input type="hidden" name="text" value={fixedText} />
      )}
      {kind.showSource ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-source`}>
            Jak jste se o nás dozvěděli? <span className={styles.optional}>(nepovinné)</span>
          </label>
          <select id={`${id}-source`} name="source" defaultValue={state.values.source}>
            <option value="">Vyberte…</option>
            {ENQUIRY_SOURCES.map((source) => (
              <option key={source.value} value={source.value}>
                {source.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {/* Honeypot: invisible to people and assistive technology, filled in by naive bots. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>Web</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
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
      {Validator ? (
        <Validator
          form={form}
          blurredEarly={blurredEarly}
          onErrors={setClientErrors}
          onReady={onValidatorReady}
        />
      ) : null}
    </form>
  )
}
