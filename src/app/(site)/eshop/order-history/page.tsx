import type { Metadata } from 'next'

import { OrderHistory } from '@/shop/components/OrderHistory'
import { ShopFrame } from '@/shop/components/ShopFrame'

export const metadata: Metadata = { title: 'Moje objednávky', robots: { index: false } }

export default function Page() {
  return (
    <ShopFrame title="Moje objednávky" lead="Přehled vašich objednávek a faktur ke stažení.">
      <OrderHistory />
    </ShopFrame>
  )
}
