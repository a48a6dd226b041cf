'use client'

import { useEffect, useRef, useState } from 'react'

import { pushDataLayer } from '@/lib/analytics/dataLayer'
import { useConsent } from '@/lib/consent/useConsent'

import { loadSchedulerScript } from './loadSchedulerScript'
import styles from './styles.module.css'

type Status = 'loading' | 'shown' | 'failed'

/**
 * The provider's inline scheduler, loaded only with marketing consent: at once when it was given
 * before, or the moment the visitor gives it on this page. Without it, a note and the button that
 * opens the cookie settings.
 */
export function BookingScheduler({ url }: { url: string }) {
  const consent = useConsent('marketing')
  const frameRef = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<Status>('loading')

  useEffect(() => {
    const parent = frameRef.current
    if (!consent || !parent) return
    let cancelled = false
    loadSchedulerScript().then(
      () => {
        if (cancelled || !window.Calendly) return
        // The effect may run twice (development, a new url): one scheduler per block.
        parent.replaceChildren()
        window.Calendly.initInlineWidget({ url, parentElement: parent })
        pushDataLayer({ event: 'presentation_calendly' })
        setStatus('shown')
      },
      () => {
        if (!cancelled) setStatus('failed')
      },
    )
    return () => {
      cancelled = true
    }
  }, [consent, url])

  if (!consent) {
    return (
      <div className={styles.consentNote}>
        <p>
          Kalendář s volnými termíny se zobrazí po povolení marketingových cookies. Termín si můžete
          vybrat i přes odkaz níže.
        </p>
        {/* The consent banner opens its settings on any element with this attribute. */}
        <button type="button" className={styles.settingsButton} data-cookie-settings="">
          Nastavení cookies
        </button>
      </div>
    )
  }
  return (
    <div className={styles.scheduler} data-booking-scheduler={status}>
      {status === 'failed' ? (
        <p className={styles.consentNote}>Kalendář se nepodařilo načíst. Použijte odkaz níže.</p>
      ) : null}
      <div ref={frameRef} className={styles.frame} aria-label="Rezervační kalendář" />
    </div>
  )
}
