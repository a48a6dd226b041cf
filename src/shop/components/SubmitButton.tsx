import type React from 'react'

import styles from './shop.module.css'

/** A button that shows its own call in progress; inert meanwhile so nothing is sent twice. */
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
      // aria-disabled, not disabled: a disabled button drops the keyboard focus to <body>
      aria-disabled={loading}
      aria-busy={loading}
      onClick={(event) => {
        // nothing is sent twice: a click (or Enter in a field) while busy neither submits nor calls
        if (loading) {
          event.preventDefault()
          return
        }
        onClick?.()
      }}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {loading ? loadingLabel : children}
    </button>
  )
}
