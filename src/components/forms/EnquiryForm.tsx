'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { pushDataLayer } from '@/lib/analytics/dataLayer'
import { phoneHref } from '@/lib/phoneHref'
import { ENQUIRY_FORM_KINDS, type EnquiryFormKind } from '@/lib/enquiry/formKinds'
import { ENQUIRY_REFUSAL_MESSAGES, type EnquiryRefusal } from '@/lib/enquiry/messages'
import { issueEnquiryToken, sendEnquiry } from '@/components/forms/sendEnquiry'
import {
  EMPTY_ENQUIRY,
  ENQUIRY_SOURCES,
  enquiryFormSchema,
  type EnquiryFormInput,
  type EnquiryFormValues,
} from '@/lib/validation/enquiryForm'

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
  contacts?: { phone: string; email: string } | null
}

type Status = 'editing' | 'sending' | 'failed' | EnquiryRefusal | 'sent'

const isRefusal = (reason: string): reason is EnquiryRefusal =>
  Object.hasOwn(ENQUIRY_REFUSAL_MESSAGES, reason)

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
  const router = useRouter()
  const id = useId()
  const [status, setStatus] = useState<Status>('editing')
  const [sentTo, setSentTo] = useState('')
  const sending = useRef(false)
  /** The server's fill-time token, asked for when the person starts (see formToken.ts). */
  const token = useRef<Promise<string | null> | null>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  const thankYouPanel = useRef<HTMLDivElement>(null)

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
  const startFilling = () => void ensureToken()

  useEffect(() => {
    if (status === 'sent') thankYouPanel.current?.focus()
  }, [status])

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EnquiryFormInput, unknown, EnquiryFormValues>({
    resolver: zodResolver(enquiryFormSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { ...EMPTY_ENQUIRY, text: fixedText ?? '' },
  })

  const onValid = async (values: EnquiryFormValues) => {
    if (sending.current) return
    sending.current = true
    setStatus('sending')
    try {
      const issued = await ensureToken()
      if (!issued) throw new Error('token')
      const result = await sendEnquiry({
        kind: kindName,
        label: label ?? '',
        pagePath: window.location.pathname,
        honeypot: honeypot.current?.value ?? '',
        token: issued,
        values,
      })
      if (!result.ok && isRefusal(result.reason)) {
        // Nothing was sent: say why, keep the values, and let the person send again.
        if (result.reason === 'expired') {
          token.current = null
          startFilling()
        }
        setStatus(result.reason)
        sending.current = false
        return
      }
      if (!result.ok) throw new Error(result.reason)
      pushDataLayer({ event: 'form', formName: kind.formName })
      if (kindName === 'contact') {
        pushDataLayer({ event: 'contact-form_submit', formName: kind.formName })
      }
      setSentTo(values.email)
      if (confirmationPath) {
        router.push(confirmationPath)
        return
      }
      setStatus('sent')
    } catch {
      setStatus('failed')
      sending.current = false
    }
  }

  if (status === 'sent') {
    return (
      <div className={styles.thankYou} ref={thankYouPanel} tabIndex={-1} role="status">
        <h2 className={styles.thankYouTitle}>{thankYou.title}</h2>
        <p>{thankYou.text.replace('{email}', sentTo)}</p>
      </div>
    )
  }

  const field = (name: keyof EnquiryFormInput) => {
    const error = errors[name]?.message
    return {
      id: `${id}-${name}`,
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
  const busy = status === 'sending'

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      onFocus={startFilling}
      onInput={startFilling}
      aria-busy={busy}
      aria-labelledby={title ? `${id}-title` : undefined}
      data-form={kind.formName}
    >
      {title ? (
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={nameProps.id}>Jméno</label>
          <input {...register('name')} {...nameProps} autoComplete="given-name" />
          {nameError}
        </div>
        <div className={styles.field}>
          <label htmlFor={surnameProps.id}>Příjmení</label>
          <input {...register('surname')} {...surnameProps} autoComplete="family-name" />
          {surnameError}
        </div>
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={emailProps.id}>E-mail</label>
          <input {...register('email')} {...emailProps} type="email" autoComplete="email" />
          {emailError}
        </div>
        <div className={styles.field}>
          <label htmlFor={phoneProps.id}>Telefon</label>
          <input
            {...register('phone')}
            {...phoneProps}
            type="tel"
            autoComplete="tel"
            placeholder="+420 123 456 789"
          />
          {phoneError}
        </div>
      </div>
      {fixedText === undefined ? (
        <div className={styles.field}>
          <label htmlFor={textProps.id}>{kind.textLabel}</label>
          <textarea {...register('text')} {...textProps} rows={5} />
          {textError}
        </div>
      ) : null}
      {kind.showSource ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-source`}>
            Jak jste se o nás dozvěděli? <span className={styles.optional}>(nepovinné)</span>
          </label>
          <select {...register('source')} id={`${id}-source`}>
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
          ref={honeypot}
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
      {isRefusal(status) ? (
        <div className={styles.failure} role="alert">
          {ENQUIRY_REFUSAL_MESSAGES[status]}
        </div>
      ) : null}
      {status === 'failed' ? (
        <div className={styles.failure} role="alert">
          <strong>Formulář se nepodařilo odeslat.</strong> Vyplněné údaje zůstaly zachované, zkuste
          to prosím za chvíli znovu.
          {contacts ? (
            <>
              {' '}
              Nebo se nám ozvěte přímo: zavolejte na{' '}
              <a href={phoneHref(contacts.phone)}>{contacts.phone}</a> nebo napište na{' '}
              <a href={`mailto:${contacts.email}`}>{contacts.email}</a>.
            </>
          ) : null}
        </div>
      ) : null}
      <button className={styles.submit} type="submit" disabled={busy}>
        {busy ? 'Odesílám…' : kind.submitText}
      </button>
    </form>
  )
}
