import {
  addDataAndFileToRequest,
  APIError,
  type Endpoint,
  headersWithCors,
  type PayloadRequest,
} from 'payload'

import { refuseCrossSite } from './hooks/refuseCrossSiteSignIn'
import { throttlePasswordReset } from './hooks/signInThrottle'

/**
 * `POST /api/users/forgot-password`, in place of Payload's own (a collection's endpoints come
 * before Payload's defaults for the same path). Payload's handler answers an unknown address
 * after one lookup but a known one only after it has stored a token and handed the e-mail to the
 * mail server (~30 ms against ~7 ms): the answer's time told which addresses have accounts.
 *
 * Here the answer does the same work whatever the address: origin check, the per-address limit,
 * then 200 with Payload's body. Payload's own operation (`payload.forgotPassword`, the Local
 * API: the same token, e-mail and 15 s per-account interval) runs after the response is sent,
 * with Next's `after()`; outside a Next request (tests calling the handler directly) on the next
 * turn of the event loop. A mail server that fails is logged there; the answer is 200 either way,
 * as it is for an address without an account.
 */

/** An e-mail address is at most 254 characters (RFC 5321); longer ones match no account. */
const MAX_EMAIL_LENGTH = 254

async function afterResponse(task: () => Promise<void>): Promise<void> {
  // Loaded here, not at the top: the worker bundles this collection too, and Next's server
  // module does not load outside Next (postbuild.ts refuses a worker that imports it statically).
  const { after } = await import('next/server')
  try {
    after(task)
  } catch {
    // Not inside a Next request.
    setImmediate(() => void task())
  }
}

function sendResetMail(req: PayloadRequest, email: string): () => Promise<void> {
  const { payload } = req
  return async () => {
    try {
      await payload.forgotPassword({ collection: 'users', data: { email } })
    } catch (error) {
      payload.logger.error({
        msg: 'Password reset e-mail not sent',
        err: error instanceof Error ? error.message : String(error),
      })
    }
  }
}

export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    refuseCrossSite(req)
    const data = req.data as { email?: unknown } | undefined
    const email = typeof data?.email === 'string' ? data.email.trim().toLowerCase() : ''
    // Payload's own refusal of a request without an address.
    if (!email) throw new APIError(req.t('error:missingEmail'), 400)
    await throttlePasswordReset(req, email)
    if (email.length <= MAX_EMAIL_LENGTH) await afterResponse(sendResetMail(req, email))
    return Response.json(
      { message: req.t('general:success') },
      { headers: headersWithCors({ headers: new Headers(), req }), status: 200 },
    )
  },
}
