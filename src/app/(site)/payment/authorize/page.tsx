import type { Metadata } from 'next'
import { Suspense } from 'react'

import { PaymentAuthorize } from '@/shop/components/PaymentAuthorize'
import { Pending } from '@/shop/components/Pending'
import { ShopFrame } from '@/shop/components/ShopFrame'

// The site shell (menus, footer) comes from the CMS, which `next build` cannot reach: render on
// request. The CMS globals are cached by tag, so this costs no database query.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Výsledek platby', robots: { index: false } }

export default function Page() {
  return (
    <ShopFrame title="Výsledek platby">
      <Suspense fallback={<Pending label="Ověřujeme platbu…" />}>
        <PaymentAuthorize />
      </Suspense>
    </ShopFrame>
  )
}
