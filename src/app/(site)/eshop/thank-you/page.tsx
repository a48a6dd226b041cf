import type { Metadata } from 'next'

import { ThankYouStep } from '@/shop/components/ThankYouStep'
import { ShopFrame } from '@/shop/components/ShopFrame'
import { StepGuard } from '@/shop/components/StepGuard'

// The site shell (menus, footer) comes from the CMS, which `next build` cannot reach: render on
// request. The CMS globals are cached by tag, so this costs no database query.
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
