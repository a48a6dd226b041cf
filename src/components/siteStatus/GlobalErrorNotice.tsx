'use client'

import { useRef } from 'react'

import { useGlobalError } from '@/lib/globalError/globalErrorStore'

import styles from './SiteNotice.module.css'

/** A failed call never hides the page: the visitor sees a notice and can close it. */
export function GlobalErrorNotice() {
  const { error, errorDescription, clearError } = useGlobalError()
  const notice = useRef<HTMLDivElement>(null)
  if (!error) return null
  const close = () => {
    // a keyboard user who closed it continues in the content, not at the top of the document
    const hadFocus = notice.current?.contains(document.activeElement) ?? false
    clearError()
    if (hadFocus) document.getElementById('obsah')?.focus()
  }
  return (
    <div ref={notice} className={`${styles.notice} ${styles.error}`} role="alert">
      <span>
        <strong>Něco se nepovedlo.</strong> {error}
        {errorDescription ? ` ${errorDescription}` : ''}
      </span>
      <button type="button" className={styles.close} onClick={close} aria-label="Zavřít upozornění">
        Zavřít
      </button>
    </div>
  )
}
