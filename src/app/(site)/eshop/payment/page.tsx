import type { Metadata } from 'next'

import { PaymentStep } from '@/shop/components/PaymentStep'
import { ShopFrame } from '@/shop/components/ShopFrame'
import { StepGuard } from '@/shop/components/StepGuard'

// Rendered on request (docs/architecture.md, "Build").
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Způsob platby', robots: { index: false } }

export default function Page() {
  return (
    <ShopFrame step={3} title="Způsob platby" lead="Vyberte, jak chcete objednávku zaplatit.">
      <StepGuard step="stepThree">
        <PaymentStep />
      </StepGuard>
    </ShopFrame>
  )
}
