import { sitePathOf } from '@/lib/routes/safeSitePath'

/** The e-shop routes of spec 2, by their spec names. */
export const shopRoutes = {
  stepOne: '/eshop',
  stepTwo: '/eshop/cart',
  stepThree: '/eshop/payment',
  stepFour: '/eshop/billing-info',
  finish: '/eshop/thank-you',
  orderHistory: '/eshop/order-history',
  authorize: '/secustamp/authorize',
  authorizeOrders: '/secustamp/authorize-orders',
  paymentAuthorize: '/payment/authorize',
  /** Our own redirect to the identity service (reads its address from the environment). */
  login: '/secustamp/login',
} as const

export type ShopRouteName = keyof typeof shopRoutes

/** Where the login started from; the identity service brings the customer back there. */
export function loginHref(options: { next?: string; orders?: boolean } = {}): string {
  const query = new URLSearchParams()
  if (options.orders) query.set('orders', '1')
  if (options.next) query.set('next', options.next)
  const search = query.toString()
  return search ? `${shopRoutes.login}?${search}` : shopRoutes.login
}

/** Only our own shop paths are followed after login: an open redirect would be a phishing aid. */
export function safeNextPath(next: string | null | undefined): string | null {
  const path = sitePathOf(next)
  return path && /^\/eshop(?:\/[a-z-]*)?$/.test(path) ? path : null
}
