import type { Endpoint } from 'payload'

import { hasRole } from '@/access/hasRole'
import { resendLead } from '@/leads/resendLead'

/** `POST /api/leads/:id/resend` — the admin's "Odeslat znovu" (administrators only). */
export const resendLeadEndpoint: Endpoint = {
  path: '/:id/resend',
  method: 'post',
  handler: async (req) => {
    const noStore = { 'Cache-Control': 'no-store' }
    if (!hasRole(req.user, 'admin')) {
      return Response.json(
        { message: 'K této akci nemáte oprávnění.' },
        { status: 403, headers: noStore },
      )
    }
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id <= 0) {
      return Response.json({ message: 'Neplatná poptávka.' }, { status: 400, headers: noStore })
    }
    const resent = await resendLead(id)
    return resent
      ? Response.json({ message: 'Poptávka je znovu ve frontě k odeslání.' }, { headers: noStore })
      : Response.json(
          { message: 'Znovu lze odeslat jen selhanou poptávku s osobními údaji.' },
          { status: 409, headers: noStore },
        )
  },
}
