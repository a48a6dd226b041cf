import { z } from 'zod'

import { bodyObject } from '../bodyFields'
import { faultSchema } from '../faults'
import { HttpError, sendJson, sendNoContent } from '../http'
import { route, type Route } from '../router'
import { issueSessionToken, type SessionKeys } from '../session'
import { issueIdentityToken } from './identity'

const mailSchema = z.object({
  mail: z.string().regex(/^[^\s@]+@[^\s@]+$/),
  /** Session lifetime; negative gives an already expired token. */
  expiresInSeconds: z.number().int().optional(),
})

function parseOrReject<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new HttpError(422, z.prettifyError(parsed.error))
  return parsed.data
}

/** Test switches; not part of the provider contract. */
export function controlRoutes(keys: SessionKeys): Route[] {
  return [
    route('GET', '/__sandbox/faults', (c) => sendJson(c.res, 200, { data: c.state.faults.list() })),
    route('POST', '/__sandbox/faults', (c) => {
      const fault = c.state.faults.add(parseOrReject(faultSchema, bodyObject(c.body)))
      sendJson(c.res, 201, fault)
    }),
    route('DELETE', '/__sandbox/faults', (c) => {
      c.state.faults.clear()
      sendNoContent(c.res)
    }),
    route('POST', '/__sandbox/reset', (c) => {
      c.state.reset()
      sendNoContent(c.res)
    }),
    route('GET', '/__sandbox/requests', (c) => {
      const path = c.url.searchParams.get('path')
      const method = c.url.searchParams.get('method')?.toUpperCase()
      const data = c.state.requests.filter(
        (request) => (!path || request.path === path) && (!method || request.method === method),
      )
      sendJson(c.res, 200, { data })
    }),
    // what send-form accepted, and which Idempotency-Keys it accepted more than once
    route('GET', '/__sandbox/send-form', (c) =>
      sendJson(c.res, 200, { data: c.state.acceptedForms, duplicates: c.state.duplicateForms() }),
    ),
    // shortcuts for tests that do not need to drive the login page
    route('POST', '/__sandbox/identity-token', (c) => {
      const { mail } = parseOrReject(mailSchema, bodyObject(c.body))
      sendJson(c.res, 200, { token: issueIdentityToken(c, mail.toLowerCase()) })
    }),
    route('POST', '/__sandbox/session', async (c) => {
      const { mail, expiresInSeconds } = parseOrReject(mailSchema, bodyObject(c.body))
      const token = await issueSessionToken(
        keys,
        mail.toLowerCase(),
        c.state.sessionEpoch,
        expiresInSeconds,
      )
      sendJson(c.res, 200, { token })
    }),
  ]
}
