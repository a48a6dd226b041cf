import { mapProducts } from '../mappers/product'
import { productListResponseSchema } from '../schemas/product'
import type { Transport } from '../transport'

export async function fetchProducts(transport: Transport) {
  const response = await transport.json('/api/product', productListResponseSchema)
  return response.data
}

export async function getProducts(transport: Transport) {
  return mapProducts(await fetchProducts(transport))
}
