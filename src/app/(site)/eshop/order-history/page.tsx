import type { Metadata } from 'next'

import { OrderHistory } from '@/shop/components/OrderHistory'
import { SessionNotice } from '@/shop/components/SessionNotice'
import { ShopFrame } from '@/shop/components/ShopFrame'

// The site shell (menus, footer) comes from the CMS, which `next build` cannot reach: render on
// request. The CMS globals are cached by tag, so this costs no database query.
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
