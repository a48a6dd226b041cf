import type { Metadata } from 'next'

import { CartStep } from '@/shop/components/CartStep'
import { ShopFrame } from '@/shop/components/ShopFrame'
import { StepGuard } from '@/shop/components/StepGuard'

// The site shell (menus, footer) comes from the CMS, which `next build` cannot reach: render on
// request. The CMS globals are cached by tag, so this costs no database query.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Košík', robots: { index: false } }

export default function Page() {
  return (
    <ShopFrame step={2} title="Košík" lead="Zkontrolujte vybraný produkt a zadejte počet licencí.">
      <StepGuard step="stepTwo">
        <CartStep />
      </StepGuard>
    </ShopFrame>
  )
}
