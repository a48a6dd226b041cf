import type { Metadata } from 'next'

import { BillingInfoStep } from '@/shop/components/BillingInfoStep'
import { ShopFrame } from '@/shop/components/ShopFrame'
import { StepGuard } from '@/shop/components/StepGuard'

// Rendered on request (docs/architecture.md, "Build").
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
