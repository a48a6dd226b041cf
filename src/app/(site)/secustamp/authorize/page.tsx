import {
  SecustampAuthorizePage,
  secustampAuthorizeMetadata,
} from '@/shop/components/SecustampAuthorizePage'

// Rendered on request (docs/architecture.md, "Build").
export const dynamic = 'force-dynamic'

export const metadata = secustampAuthorizeMetadata

export default function Page() {
  return <SecustampAuthorizePage toOrders={false} />
}
