import type { Ref, RefObject } from 'react'

import type { EnquiryFieldErrors } from '@/lib/validation/enquiryFormData'

import styles from './EnquiryForm.module.css'

/** The fields a summary of errors can name, in the order the form shows them. */
const SUMMARY_FIELDS = ['name', 'surname', 'email', 'phone', 'text'] as const

const ERROR_SUMMARY_TITLE = 'Formulář obsahuje chyby'

type Props = {
  ref: Ref<HTMLDivElement>
  /** The form's `useId`, the prefix of its fields' ids. */
  formId: string
  form: RefObject<HTMLFormElement | null>
  /** The server's field errors when it refused the fields, otherwise null. */
  errors: EnquiryFieldErrors | null
  textLabel: string
  /** Set when the form's text is fixed (hidden): its error is then no one's to correct. */
  fixedText: string | undefined
}

/**
 * After the server answered with field errors (a plain post, or a post the browser could not
 * check): the errors listed at the top, each a link to its field (WCAG 3.3.1, 2.4.3). It lists
 * the server's answer and stays as it is until the next one: an alert that changed with every
 * corrected field would interrupt a screen reader again and again.
 */
export function EnquiryErrorSummary({ ref, formId, form, errors, textLabel, fixedText }: Props) {
  const summarised = errors
    ? SUMMARY_FIELDS.filter((name) => errors[name] && (name !== 'text' || fixedText === undefined))
    : []
  if (!errors || summarised.length === 0) return null
  const labels: Record<(typeof SUMMARY_FIELDS)[number], string> = {
    name: 'Jméno',
    surname: 'Příjmení',
    email: 'E-mail',
    phone: 'Telefon',
    text: textLabel,
  }
  return (
    <div
      ref={ref}
      className={styles.errorSummary}
      role="alert"
      aria-labelledby={`${formId}-errors-title`}
      tabIndex={-1}
      // without JavaScript the browser focuses it when the answered page loads
      autoFocus
      data-error-summary=""
    >
      <h2 id={`${formId}-errors-title`} className={styles.errorSummaryTitle}>
        {ERROR_SUMMARY_TITLE}
      </h2>
      <ul className={styles.errorSummaryList}>
        {summarised.map((name) => (
          <li key={name}>
            <a
              href={`#${formId}-${name}`}
              onClick={(event) => {
                // a fragment link only scrolls: with JavaScript the field also takes focus
                const target = form.current?.elements.namedItem(name)
                if (!(target instanceof HTMLElement)) return
                event.preventDefault()
                target.focus()
              }}
            >
              {labels[name]}: {errors[name]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
