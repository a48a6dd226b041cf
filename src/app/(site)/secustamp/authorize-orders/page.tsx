import { SecustampPage, secustampMetadata } from '@/shop/components/SecustampPage'

// Rendered on request (docs/architecture.md, "Build").
export const dynamic = 'force-dynamic'

export const metadata = secustampMetadata

export default function Page() {
  return <SecustampPage toOrders={true} />
}
