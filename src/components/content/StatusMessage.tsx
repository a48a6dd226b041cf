import type React from 'react'

import styles from './StatusMessage.module.css'

/** A list could not be loaded (spec 8): the page still renders and says so. */
export function ErrorState({ title, message }: { title: string; message: string | null }) {
  return (
    <div className={`${styles.box} ${styles.error}`} role="alert">
      <p className={styles.title}>{title}</p>
      {message ? <p className={styles.text}>{message}</p> : null}
      <p className={styles.text}>Zkuste prosím stránku načíst znovu za chvíli.</p>
    </div>
  )
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.box} role="status">
      <p className={styles.text}>{children}</p>
    </div>
  )
}
