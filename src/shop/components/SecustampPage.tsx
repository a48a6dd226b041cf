import type { Metadata } from 'next'
import { Suspense } from 'react'

import { Pending } from './Pending'
import { SecustampAuthorize } from './SecustampAuthorize'
import { ShopFrame } from './ShopFrame'

export const secustampMetadata: Metadata = {
  title: 'Přihlášení',
  robots: { index: false },
}

/**
 * The page of both return addresses of the identity service (/secustamp/authorize and
 * /secustamp/authorize-orders): they differ only in where the customer goes next.
 */
export function SecustampPage({ toOrders }: { toOrders: boolean }) {
  return (
    <ShopFrame title="Přihlášení">
      <Suspense fallback={<Pending label="Dokončujeme přihlášení…" />}>
        <SecustampAuthorize toOrders={toOrders} />
      </Suspense>
    </ShopFrame>
  )
}
