'use client'

import { useState } from 'react'

import { EnquiryForm } from '@/components/forms/EnquiryForm'

import styles from './PricingEnquiry.module.css'

const CHOICES = [
  { kind: 'pricing', label: 'Cenová nabídka' },
  { kind: 'trial', label: '30 dní zdarma' },
] as const

/** The price list offers two requests; the visitor picks one and the matching form shows. */
export function PricingEnquiry() {
  const [kind, setKind] = useState<(typeof CHOICES)[number]['kind']>('pricing')
  return (
    <div>
      <div className={styles.switch} role="radiogroup" aria-label="Co chcete poptat">
        {CHOICES.map((choice) => (
          <button
            key={choice.kind}
            type="button"
            role="radio"
            aria-checked={kind === choice.kind}
            className={styles.option}
            onClick={() => setKind(choice.kind)}
          >
            {choice.label}
          </button>
        ))}
      </div>
      <EnquiryForm
        key={kind}
        kind={kind}
        title={kind === 'trial' ? 'Vyzkoušet SOFA 30 dní zdarma' : 'Poptat cenovou nabídku'}
      />
    </div>
  )
}
