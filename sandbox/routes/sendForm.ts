import { z } from 'zod'

import { bodyObject } from '../bodyFields'
import { HttpError, idempotencyKeyOf, sendJson } from '../http'
import { route, type Route } from '../router'

const filled = z.string().trim().min(1)

/** Loose on purpose: the site validates the form; the provider only refuses unusable input. */
const sendFormSchema = z.object({
  first_name: filled,
  last_name: filled,
  email: filled,
  phone: z.string(),
  lang: filled,
  location: z.string(),
  text: filled,
  source: z.string(),
})

export function sendFormRoutes(): Route[] {
  return [
    // Every received body is in the request log (GET /__sandbox/requests?path=/send-form), failed
    // ones too; the accepted ones, with their Idempotency-Key, in GET /__sandbox/send-form.
    route('POST', '/send-form', (c) => {
      const parsed = sendFormSchema.safeParse(bodyObject(c.body))
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') || 'tělo požadavku'
        throw new HttpError(
          422,
          `Formulář nelze přijmout: chybí nebo je chybná položka „${field}“.`,
        )
      }
      c.state.acceptForm({
        idempotencyKey: idempotencyKeyOf(c.req),
        body: parsed.data,
        receivedAt: new Date().toISOString(),
      })
      sendJson(c.res, 200, { ok: true })
    }),
  ]
}
