import type React from 'react'

import styles from './Section.module.css'

interface Props {
  title?: string
  titleId?: string
  /** For screen readers only: a list under the page's H1 still needs its H2 (heading order). */
  hideTitle?: boolean
  action?: React.ReactNode
  tone?: 'plain' | 'muted'
  children: React.ReactNode
}

/** A content-width block of a page with an optional heading and a link beside it. */
export function Section({
  title,
  titleId,
  hideTitle = false,
  action,
  tone = 'plain',
  children,
}: Props) {
  return (
    <section
      className={tone === 'muted' ? `${styles.section} ${styles.muted}` : styles.section}
      aria-labelledby={title ? titleId : undefined}
    >
      <div className={styles.inner}>
        {title && hideTitle ? (
          <h2 id={titleId} className="visually-hidden">
            {title}
          </h2>
        ) : title ? (
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {action}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  )
}
