import { products } from '../fixtures/products'
import { HttpError, sendJson } from '../http'
import { route, type Route } from '../router'
import { requireSessionMail, type SessionKeys } from '../session'

/** Spec 7 hides this path; the sandbox and PROVIDER_LICENCE_CHECK_PATH agree on this one. */
export function licenceRoutes(keys: SessionKeys): Route[] {
  return [
    route('POST', '/product/:id/can-be-bought', async (c) => {
      await requireSessionMail(c, keys)
      const product = products.find((candidate) => String(candidate.id) === c.params.id)
      if (!product) throw new HttpError(404, 'Produkt nenalezen.')
      sendJson(c.res, 200, { can_be_bought: product.canBeBought })
    }),
  ]
}
