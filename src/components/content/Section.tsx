import type React from 'react'

import styles from './Section.module.css'

interface Props {
  title?: string
  titleId?: string
  action?: React.ReactNode
  tone?: 'plain' | 'muted'
  children: React.ReactNode
}

/** A content-width block of a page with an optional heading and a link beside it. */
export function Section({ title, titleId, action, tone = 'plain', children }: Props) {
  return (
    <section
      className={tone === 'muted' ? `${styles.section} ${styles.muted}` : styles.section}
      aria-labelledby={title ? titleId : undefined}
    >
      <div className={styles.inner}>
        {title ? (
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
