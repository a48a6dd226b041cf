import config from '@payload-config'
import { handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { CZECH_PAYLOAD_ERRORS } from '@collections/shared/czechPayloadErrors'
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/clientAddress'
import {
  REST_GUARD_MESSAGES,
  refuseBadRestCall,
  unknownRouteAsNotFound,
} from '@/lib/http/restRequestGuard'
import { QUERY_REFUSAL_MESSAGES } from '@/lib/queryRules/queryRefusal'

import { createUser, signInToken, testPayload } from '../support/payload'

/**
 * Issue 53: a REST refusal is Czech when the request names no language (`i18n.fallbackLanguage`
 * 'cs'), or names Czech or one the admin does not offer; an explicit `Accept-Language: en` gets
 * Payload's English where Payload has it (an English-speaking admin may choose English). Each
 * request goes through the route's guard and Payload's REST handler, as
 * src/app/(payload)/api/[...slug]/route.ts sends it.
 */

const rest = async (request: Request) => {
  const siteConfig = await config
  const response =
    (await refuseBadRestCall(siteConfig, request)) ??
    (await unknownRouteAsNotFound(
      await handleEndpoints({ config: siteConfig, path: new URL(request.url).pathname, request }),
    ))
  return {
    status: response.status,
    body: (await response.json()) as {
      errors?: Array<{ message: string; data?: { errors?: Array<{ message: string }> } }>
    },
  }
}

let adminToken = ''

beforeAll(async () => {
  const payload = await testPayload()
  adminToken = await signInToken((await createUser(payload, 'admin')).email)
})

type Refusal = {
  kind: string
  status: number
  /** The answer's message in Czech. */
  czech: string
  /** What an explicit English request gets, where Payload has an English text. */
  english?: string
  request: (auth: () => Record<string, string>) => Request
}

// A new account and client address for each sign-in, so no back-off answers in its place.
let stamp = 0
const json = { 'Content-Type': 'application/json' }
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://127.0.0.1${path}`, {
    method: 'POST',
    headers: { ...json, [SOCKET_ADDRESS_HEADER]: `198.51.100.${(stamp += 1) % 250}`, ...headers },
    body: JSON.stringify(body),
  })
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://127.0.0.1${path}`, { headers })

const REFUSALS: Refusal[] = [
  {
    kind: 'a sign-in without e-mail',
    status: 400,
    czech: 'Následující pole je neplatné: E-mail',
    english: 'The following field is invalid: Email',
    request: () => post('/api/users/login', { password: 'Test-heslo-1234' }),
  },
  {
    kind: 'a sign-in without password',
    status: 400,
    czech: 'Následující pole je neplatné: Heslo',
    english: 'The following field is invalid: Password',
    request: () => post('/api/users/login', { email: `nikdo-${(stamp += 1)}@test.example.cz` }),
  },
  {
    kind: 'a password reset without e-mail',
    status: 400,
    czech: 'Zadejte e-mail.',
    request: () => post('/api/users/forgot-password', {}),
  },
  {
    kind: 'an unlock without e-mail',
    status: 400,
    czech: 'Zadejte e-mail.',
    request: (auth) => post('/api/users/unlock', {}, auth()),
  },
  {
    kind: 'a where over a path that does not exist',
    status: 400,
    czech: QUERY_REFUSAL_MESSAGES.path,
    request: () => get('/api/pages?where[slug][equals]=x'),
  },
  {
    kind: 'a where that is not JSON',
    status: 400,
    czech: REST_GUARD_MESSAGES.badRequest,
    request: () => get('/api/pages?where=x'),
  },
  {
    kind: 'a route Payload does not know',
    status: 404,
    czech: REST_GUARD_MESSAGES.notFound,
    request: () => get('/api/neexistuje'),
  },
  {
    kind: 'a document that does not exist',
    status: 404,
    czech: 'Nenalezeno',
    english: 'Not Found',
    request: (auth) => get('/api/pages/2147483000', auth()),
  },
  {
    kind: 'users listed anonymously',
    status: 403,
    czech: 'Nemáte povolení provádět tuto akci.',
    english: 'You are not allowed to perform this action.',
    request: () => get('/api/users'),
  },
  {
    kind: 'a logout without a session',
    status: 400,
    czech: CZECH_PAYLOAD_ERRORS['No User']!,
    request: () => post('/api/users/logout', {}),
  },
  {
    kind: 'a used reset link',
    status: 403,
    czech: CZECH_PAYLOAD_ERRORS['Token is either invalid or has expired.']!,
    request: () =>
      post('/api/users/reset-password', { token: 'f'.repeat(40), password: 'Nove-heslo-602' }),
  },
]

/** Words of Payload's English refusals, and what a field path or a stringified object looks like. */
const NOT_CZECH =
  /\b(the|is|are|not|invalid|missing|found|request|allowed|field|following|cannot|route)\b|\w+\.\d+\.\w+|\[object Object\]/i

/** Every message of an answer: the sentence and each field's. */
const messagesOf = (body: Awaited<ReturnType<typeof rest>>['body']) =>
  (body.errors ?? []).flatMap((error) => [
    error.message,
    ...(error.data?.errors ?? []).map((field) => field.message),
  ])

// No language, Czech, Czech as browsers send it, and languages the admin does not offer.
const CZECH_REQUESTS: Array<string | undefined> = [undefined, 'cs', 'cs-CZ,cs;q=0.9', 'de', 'sk']

describe('REST refusals in Czech', () => {
  const auth = () => ({ Authorization: `JWT ${adminToken}` })

  for (const refusal of REFUSALS) {
    it.each(CZECH_REQUESTS)(`${refusal.kind}, Accept-Language: %s`, async (language) => {
      const request = refusal.request(auth)
      if (language) request.headers.set('Accept-Language', language)
      const { status, body } = await rest(request)
      expect(status).toBe(refusal.status)
      expect(body.errors?.[0]?.message).toBe(refusal.czech)
      for (const message of messagesOf(body)) expect(message).not.toMatch(NOT_CZECH)
    })
  }

  it.each(REFUSALS.filter((refusal) => refusal.english))(
    '$kind keeps English for Accept-Language: en',
    async (refusal) => {
      const request = refusal.request(auth)
      request.headers.set('Accept-Language', 'en')
      const { status, body } = await rest(request)
      expect(status).toBe(refusal.status)
      expect(body.errors?.[0]?.message).toBe(refusal.english)
    },
  )
})
