import type React from 'react'

import { AccountStatus } from './AccountStatus'
import { CheckoutProgress } from './CheckoutProgress'
import styles from './shop.module.css'
import { StepHeading } from './StepHeading'

interface ShopFrameProps {
  title: string
  lead?: string
  /** Checkout step (1-5); none for pages outside the checkout. */
  step?: number
  children: React.ReactNode
}

/** The frame of every e-shop page: heading, who is logged in, the checkout progress. */
export function ShopFrame({ title, lead, step, children }: ShopFrameProps) {
  return (
    <div className={styles.page}>
      <div className={styles.topBar}>
        <p className={styles.eyebrow}>E-shop Software602</p>
        <AccountStatus />
      </div>
      {step ? <CheckoutProgress current={step} /> : null}
      <StepHeading>{title}</StepHeading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  )
}
