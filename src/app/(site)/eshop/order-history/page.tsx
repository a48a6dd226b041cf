import type { Metadata } from 'next'

import { OrderHistory } from '@/shop/components/OrderHistory'
import { SessionNotice } from '@/shop/components/SessionNotice'
import { ShopFrame } from '@/shop/components/ShopFrame'

// Rendered on request (docs/architecture.md, "Build").
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Moje objednávky', robots: { index: false } }

export default function Page() {
  return (
    <ShopFrame title="Moje objednávky" lead="Přehled vašich objednávek a faktur ke stažení.">
      <SessionNotice />
      <OrderHistory />
    </ShopFrame>
  )
}
