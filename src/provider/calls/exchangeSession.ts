import { ProviderError } from '../errors'
import { readSessionToken, type Session } from '../mappers/session'
import { sessionExchangeResponseSchema } from '../schemas/session'
import { stripApiPrefix, type Transport } from '../transport'

/** Trades the identity service's one-time token for the session token of the shop calls. */
export async function exchangeSession(
  transport: Transport,
  identityToken: string,
): Promise<Session> {
  const path = '/api/s602-session'
  const response = await transport.json(path, sessionExchangeResponseSchema, {
    method: 'POST',
    body: { token: identityToken },
  })
  const session = readSessionToken(response.token)
  if (!session) {
    console.error(`[provider] ${path}: the session token has no readable mail claim`)
    throw new ProviderError({ kind: 'schema', path: stripApiPrefix(path) })
  }
  return session
}
