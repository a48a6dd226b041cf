'use client'

import { useState } from 'react'

import { EnquiryForm } from '@/components/forms/EnquiryForm'
import { pushDataLayer } from '@/lib/analytics/dataLayer'

import styles from './ConsultationBooking.module.css'

/** Spec 7: opening the booking step records presentation_calendly. */
export function ConsultationBooking() {
  const [open, setOpen] = useState(false)
  if (open) return <EnquiryForm kind="consultation" title="Rezervace konzultace" />
  return (
    <div className={styles.start}>
      <h2>Jak konzultace probíhá</h2>
      <ol>
        <li>Vyberete si, o čem chcete mluvit, a navrhnete termín.</li>
        <li>Pošleme vám pozvánku na 30minutovou online schůzku.</li>
        <li>Náš specialista projde vaši situaci a doporučí konkrétní řešení.</li>
      </ol>
      <button
        type="button"
        className="button"
        onClick={() => {
          pushDataLayer({ event: 'presentation_calendly' })
          setOpen(true)
        }}
      >
        Vybrat termín konzultace
      </button>
    </div>
  )
}
