'use client'

import { useShopStore } from '../store/useShopStore'
import styles from './shop.module.css'

/** Spec 8: the session-expiry message, until the customer logs in again. */
export function SessionNotice() {
  const message = useShopStore((state) => state.sessionMessage)
  if (!message) return null
  return (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  )
}
