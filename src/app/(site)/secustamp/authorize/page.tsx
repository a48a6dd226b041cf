import type { Metadata } from 'next'
import { Suspense } from 'react'

import { Pending } from '@/shop/components/Pending'
import { SecustampAuthorize } from '@/shop/components/SecustampAuthorize'
import { ShopFrame } from '@/shop/components/ShopFrame'

// The site shell (menus, footer) comes from the CMS, which `next build` cannot reach: render on
// request. The CMS globals are cached by tag, so this costs no database query.
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
