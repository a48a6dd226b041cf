import type { Metadata } from 'next'
import { Suspense } from 'react'

import { PaymentAuthorize } from '@/shop/components/PaymentAuthorize'
import { Pending } from '@/shop/components/Pending'
import { ShopFrame } from '@/shop/components/ShopFrame'

// Rendered on request (docs/architecture.md, "Build").
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
