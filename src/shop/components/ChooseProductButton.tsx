'use client'

import { useRouter } from 'next/navigation'

import type { Product } from '@/provider/mappers/product'

import { useHydratedShop } from '../client/useHydratedShop'
import { shopRoutes } from '../routes'
import { useShopStore } from '../store/useShopStore'
import styles from './shop.module.css'

export function ChooseProductButton({ product }: { product: Product }) {
  const router = useRouter()
  const hydrated = useHydratedShop()
  const selected = useShopStore((state) => state.selectedProduct?.id === product.id)
  const chooseProduct = useShopStore((state) => state.chooseProduct)

  return (
    <button
      type="button"
      className={selected && hydrated ? styles.buttonSecondary : styles.button}
      aria-pressed={hydrated ? selected : undefined}
      aria-label={`Vybrat ${product.title}`}
      onClick={() => {
        chooseProduct(product)
        router.push(shopRoutes.stepTwo)
      }}
    >
      {selected && hydrated ? 'Vybráno – do košíku' : 'Vybrat'}
    </button>
  )
}
