import type { Ref } from 'react'

import styles from './EnquiryForm.module.css'

type Props = {
  ref: Ref<HTMLDivElement>
  title: string
  /** The thank-you text with the address given already in place of `{email}`. */
  text: string
}

/** What replaces an enquiry form once it was sent (focused, so a screen reader reads it). */
export function EnquiryThankYou({ ref, title, text }: Props) {
  return (
    <div
      className={styles.thankYou}
      ref={ref}
      tabIndex={-1}
      role="status"
      data-enquiry-status="sent"
    >
      <h2 className={styles.thankYouTitle}>{title}</h2>
      <p>{text}</p>
    </div>
  )
}
