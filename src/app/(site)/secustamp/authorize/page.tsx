import type { Metadata } from 'next'
import { Suspense } from 'react'

import { Pending } from '@/shop/components/Pending'
import { SecustampAuthorize } from '@/shop/components/SecustampAuthorize'
import { ShopFrame } from '@/shop/components/ShopFrame'

// Rendered on request (docs/architecture.md, "Build").
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Přihlášení', robots: { index: false } }

export default function Page() {
  return (
    <ShopFrame title="Přihlášení">
      <Suspense fallback={<Pending label="Dokončujeme přihlášení…" />}>
        <SecustampAuthorize toOrders={false} />
      </Suspense>
    </ShopFrame>
  )
}
