import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { readProducts } from '@/provider/server/providerReaders'
import { ProductList } from '@/shop/components/ProductList'
import { SessionNotice } from '@/shop/components/SessionNotice'
import { ShopFrame } from '@/shop/components/ShopFrame'

type Props = { params: Promise<{ step?: string[] }> }

/*
 * Step one (/eshop). An optional catch-all so that, like the CMS pages, nothing is prerendered at
 * build (no provider there): rendered on the first request, then served from the cache. The
 * other steps are static folders beside it and win over it; any other /eshop/… path is a 404.
 */
export const revalidate = 60
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

export const metadata: Metadata = {
  title: 'E-shop – licence a předplatné',
  description:
    'Kupte si licence elektronického podpisu, digitálního archivu a formulářových technologií Software602 online a zaplaťte kartou.',
}

export default async function EshopPage({ params }: Props) {
  if ((await params).step?.length) notFound()
  const products = await readProducts()
  return (
    <ShopFrame
      step={1}
      title="Vyberte si licenci"
      lead="Licence a předplatné našich produktů koupíte online během pár minut. Vyberte produkt, přihlaste se a zaplaťte kartou – fakturu dostanete hned po zaplacení."
    >
      <SessionNotice />
      <ProductList products={products.data} error={products.error} />
    </ShopFrame>
  )
}
