import type React from 'react'

import styles from './shop.module.css'

/** A button that shows its own call in progress; disabled meanwhile so nothing is sent twice. */
export function SubmitButton({
  loading,
  loadingLabel,
  children,
  type = 'submit',
  onClick,
  secondary = false,
}: {
  loading: boolean
  loadingLabel: string
  children: React.ReactNode
  type?: 'submit' | 'button'
  onClick?: () => void
  secondary?: boolean
}) {
  return (
    <button
      type={type}
      className={secondary ? styles.buttonSecondary : styles.button}
      disabled={loading}
      aria-busy={loading}
      onClick={onClick}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {loading ? loadingLabel : children}
    </button>
  )
}
