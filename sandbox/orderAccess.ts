import { HttpError } from './http'
import type { SandboxOrder, SandboxState } from './state'

/** 404 for an unknown order, 403 for someone else's. */
export function ownedOrder(
  state: SandboxState,
  rawId: string | undefined,
  mail: string,
): SandboxOrder {
  const order = /^\d+$/.test(rawId ?? '') ? state.orders.get(Number(rawId)) : undefined
  if (!order) throw new HttpError(404, 'Objednávka nenalezena.')
  if (order.owner !== mail) throw new HttpError(403, 'K této objednávce nemáte přístup.')
  return order
}
