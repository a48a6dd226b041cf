'use client'

import { useGlobalError } from '@/lib/globalError/globalErrorStore'

import styles from './SiteNotice.module.css'

/** A failed call never hides the page: the visitor sees a notice and can close it. */
export function GlobalErrorNotice() {
  const { error, errorDescription, clearError } = useGlobalError()
  if (!error) return null
  return (
    <div className={`${styles.notice} ${styles.error}`} role="alert">
      <span>
        <strong>Něco se nepovedlo.</strong> {error}
        {errorDescription ? ` ${errorDescription}` : ''}
      </span>
      <button type="button" className={styles.close} onClick={clearError}>
        Zavřít
      </button>
    </div>
  )
}
