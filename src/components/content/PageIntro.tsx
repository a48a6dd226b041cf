import Link from 'next/link'
import type React from 'react'

import styles from './PageIntro.module.css'

interface Props {
  eyebrow?: string
  title: string
  lead?: React.ReactNode
  back?: { href: string; label: string }
  children?: React.ReactNode
}

/** The coloured band that opens every list and detail page. */
export function PageIntro({ eyebrow, title, lead, back, children }: Props) {
  return (
    <header className={styles.intro}>
      <div className={styles.inner}>
        {back ? (
          <Link className={styles.back} href={back.href}>
            ← {back.label}
          </Link>
        ) : null}
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <div className={styles.lead}>{lead}</div> : null}
        {children}
      </div>
    </header>
  )
}
