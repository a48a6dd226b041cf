'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { useSessionExpiryNotice } from '../store/useSessionExpiryNotice'
import styles from './shop.module.css'

/**
 * Spec 8: the session-expiry message, on the page the customer lands on after a 401/403 and the
 * guards. Only pages that stay render this (a guard that is redirecting does not), and it takes
 * the message when it mounts, so the message is shown once and never lost on the way.
 */
export function SessionNotice() {
  const pathname = usePathname()
  const message = useSessionExpiryNotice((state) =>
    state.shownOn === pathname ? state.message : null,
  )
  useEffect(() => {
    useSessionExpiryNotice.getState().showPendingOn(pathname)
  }, [pathname])
  if (!message) return null
  return (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  )
}
