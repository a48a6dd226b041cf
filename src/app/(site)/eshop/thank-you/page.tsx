import type { Metadata } from 'next'

import { ThankYouStep } from '@/shop/components/ThankYouStep'
import { ShopFrame } from '@/shop/components/ShopFrame'
import { StepGuard } from '@/shop/components/StepGuard'

// Rendered on request (docs/architecture.md, "Build").
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Děkujeme za objednávku', robots: { index: false } }

export default function Page() {
  return (
    <ShopFrame step={5} title="Děkujeme za objednávku">
      <StepGuard step="finish">
        <ThankYouStep />
      </StepGuard>
    </ShopFrame>
  )
}
