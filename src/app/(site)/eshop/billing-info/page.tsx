import type { Metadata } from 'next'

import { BillingInfoStep } from '@/shop/components/BillingInfoStep'
import { ShopFrame } from '@/shop/components/ShopFrame'
import { StepGuard } from '@/shop/components/StepGuard'

// The site shell (menus, footer) comes from the CMS, which `next build` cannot reach: render on
// request. The CMS globals are cached by tag, so this costs no database query.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Fakturační údaje', robots: { index: false } }

export default function Page() {
  return (
    <ShopFrame
      step={4}
      title="Fakturační údaje"
      lead="Na tyto údaje vystavíme fakturu. Po odeslání vás přesměrujeme na zabezpečenou platební bránu."
    >
      <StepGuard step="stepFour">
        <BillingInfoStep />
      </StepGuard>
    </ShopFrame>
  )
}
