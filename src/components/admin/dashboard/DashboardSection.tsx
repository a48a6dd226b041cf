import type { ReactNode } from 'react'

import styles from './Dashboard.module.css'

/** One section of the dashboard: heading with its count, a list, or the Czech empty state. */
export function DashboardSection({
  id,
  title,
  count,
  empty,
  children,
}: {
  id: string
  title: string
  count: number
  empty: string
  children: ReactNode
}) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`} data-section={id}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {title} <span className={styles.count}>({count})</span>
      </h2>
      {count === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.list}>{children}</ul>
      )}
    </section>
  )
}
