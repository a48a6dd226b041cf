import type React from 'react'

import styles from './LeadPage.module.css'

type Props = {
  eyebrow?: string
  title: string
  lead: React.ReactNode
  /** Facts beside the form: what happens next, contacts, event details. */
  aside?: React.ReactNode
  children: React.ReactNode
}

/** The shared frame of every page whose purpose is one enquiry or registration form. */
export function LeadPage({ eyebrow, title, lead, aside, children }: Props) {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          <div className={styles.lead}>{lead}</div>
        </div>
      </header>
      <div className={styles.body}>
        <div className={styles.form}>{children}</div>
        {aside ? <aside className={styles.aside}>{aside}</aside> : null}
      </div>
    </div>
  )
}
