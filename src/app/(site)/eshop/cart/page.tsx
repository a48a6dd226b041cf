import type { Metadata } from 'next'

import { CartStep } from '@/shop/components/CartStep'
import { CartStepSkeleton } from '@/shop/components/CartStepSkeleton'
import { ShopFrame } from '@/shop/components/ShopFrame'
import { StepGuard } from '@/shop/components/StepGuard'

// Rendered on request (docs/architecture.md, "Build").
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Košík', robots: { index: false } }

export default function Page() {
  return (
    <ShopFrame step={2} title="Košík" lead="Zkontrolujte vybraný produkt a zadejte počet licencí.">
      {/* The step's frame is in the HTML (painted before hydration); the draft fills it in. */}
      <StepGuard step="stepTwo" pending={<CartStepSkeleton />}>
        <CartStep />
      </StepGuard>
    </ShopFrame>
  )
}
