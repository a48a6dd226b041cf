import { type NextRequest, NextResponse } from 'next/server'

import { env } from '@/lib/env'
import { safeNextPath, shopRoutes } from '@/shop/routes'

/**
 * Sends the customer to the identity service with the return address it needs. The identity
 * address comes from the environment at run time, so the links to here are plain and static.
 */
export function GET(request: NextRequest) {
  const toOrders = request.nextUrl.searchParams.get('orders') === '1'
  const next = safeNextPath(request.nextUrl.searchParams.get('next'))
  const returnUrl = new URL(
    toOrders ? shopRoutes.authorizeOrders : shopRoutes.authorize,
    env().SITE_URL,
  )
  if (next && !toOrders) returnUrl.searchParams.set('next', next)
  const login = new URL(env().IDENTITY_LOGIN_URL)
  login.searchParams.set('return_url', returnUrl.toString())
  return NextResponse.redirect(login, 303)
}
