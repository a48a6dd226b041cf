import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { CREDENTIAL_CHANGE_SUBJECT } from '@/lib/mail/credentialChangeMail'
import { sendMail } from '@/lib/mail/sendMail'
import type { User } from '@/payload-types'

import { passwordMatches } from '../../collections/Users/passwordHash'
import { createUser, signInToken, testPayload } from '../support/payload'

/**
 * Issue 38, accounts: changing one's own password or e-mail needs the current password on every
 * transport (REST as the admin uses it, the Local API with a user; GraphQL is off in
 * payload.config.ts); a change ends every other session and mails the previous address; an
 * administrator may change another account (logged, mailed); no response body carries a token.
 */
vi.mock('@/lib/mail/sendMail', () => ({ sendMail: vi.fn(async () => ({ messageId: 'test' })) }))

const PASSWORD = 'Test-heslo-1234'
const NEW_PASSWORD = 'Nove-heslo-5678'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

beforeEach(() => {
  vi.mocked(sendMail).mockClear()
})

/** The REST API exactly as Next serves it under /api, with a session token (or none). */
function rest(method: string, path: string, token?: string, body?: unknown) {
  return handleEndpoints({
    config,
    path: path.split('?')[0]!,
    request: new Request(`http://127.0.0.1${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `JWT ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  })
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { errors?: Array<{ message: string }> }).errors?.[0]?.message

async function signedInUser(token: string): Promise<{ id: number; email: string } | null> {
  const body = (await (await rest('GET', '/api/users/me', token)).json()) as {
    user: { id: number; email: string } | null
  }
  return body.user
}

describe('changing one’s own password or e-mail needs the current password', () => {
  it('REST: missing → 400, wrong → 403 (Czech, shown by the admin), right → changed', async () => {
    const editor = await createUser(payload, 'editor')
    const token = await signInToken(editor.email)

    const missing = await rest('PATCH', `/api/users/${editor.id}`, token, {
      password: NEW_PASSWORD,
    })
    expect(missing.status).toBe(400)
    expect(await errorOf(missing)).toBe('Pro změnu hesla nebo e-mailu zadejte své současné heslo.')

    const wrong = await rest('PATCH', `/api/users/${editor.id}`, token, {
      password: NEW_PASSWORD,
      currentPassword: 'spatne-heslo',
    })
    expect(wrong.status).toBe(403)
    expect(await errorOf(wrong)).toBe('Současné heslo není správné.')

    const email = await rest('PATCH', `/api/users/${editor.id}`, token, {
      email: `jiny-${editor.email}`,
    })
    expect(email.status).toBe(400)

    // Nothing changed: the old password still signs in, the address is the same.
    await signInToken(editor.email, PASSWORD)
    expect(sendMail).not.toHaveBeenCalled()

    const right = await rest('PATCH', `/api/users/${editor.id}`, token, {
      password: NEW_PASSWORD,
      currentPassword: PASSWORD,
    })
    expect(right.status).toBe(200)
    expect(JSON.stringify(await right.json())).not.toContain(PASSWORD)
    await signInToken(editor.email, NEW_PASSWORD)
  })

  it('other fields change without it', async () => {
    const editor = await createUser(payload, 'editor')
    const token = await signInToken(editor.email)
    const renamed = await rest('PATCH', `/api/users/${editor.id}`, token, {
      name: 'Jana',
      email: editor.email,
    })
    expect(renamed.status).toBe(200)
    expect(sendMail).not.toHaveBeenCalled()
  })

  it('Local API with a user: refused without or with a wrong current password', async () => {
    const editor = await createUser(payload, 'editor')
    const update = (data: Record<string, unknown>) =>
      payload.update({
        collection: 'users',
        id: editor.id,
        data,
        user: editor,
        overrideAccess: false,
      })
    await expect(update({ password: NEW_PASSWORD })).rejects.toMatchObject({ status: 400 })
    await expect(
      update({ password: NEW_PASSWORD, currentPassword: 'spatne-heslo' }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      update({ email: `novy-${editor.email}`, currentPassword: PASSWORD }),
    ).resolves.toMatchObject({ email: `novy-${editor.email}` })
  })

  it('GraphQL offers no way around it: it is off', async () => {
    const editor = await createUser(payload, 'editor')
    const token = await signInToken(editor.email)
    const mutation = `mutation { updateUser(id: ${editor.id}, data: { password: "${NEW_PASSWORD}" }) { id } }`
    const response = await rest('POST', '/api/graphql', token, { query: mutation })
    expect(response.status).toBe(404)
    await signInToken(editor.email, PASSWORD)
  })

  it('a stolen token cannot guess the current password: 4 wrong tries per window, then 429', async () => {
    const editor = await createUser(payload, 'editor')
    const token = await signInToken(editor.email)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await rest('PATCH', `/api/users/${editor.id}`, token, {
        password: NEW_PASSWORD,
        currentPassword: `hadani-${attempt}`,
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([403, 403, 403, 403, 429, 429])
  })
})

describe('after a change', () => {
  it('every other session of the account ends, this one stays, the old address is told', async () => {
    const editor = await createUser(payload, 'editor')
    const here = await signInToken(editor.email)
    const elsewhere = await signInToken(editor.email)
    expect((await signedInUser(elsewhere))?.id).toBe(editor.id)

    const newEmail = `zmena-${editor.email}`
    const changed = await rest('PATCH', `/api/users/${editor.id}`, here, {
      email: newEmail,
      currentPassword: PASSWORD,
    })
    expect(changed.status).toBe(200)
    expect(await signedInUser(elsewhere)).toBeNull()
    expect((await signedInUser(here))?.email).toBe(newEmail)

    expect(sendMail).toHaveBeenCalledTimes(1)
    const mail = vi.mocked(sendMail).mock.calls[0]![0]
    expect(mail.to).toBe(editor.email)
    expect(mail.subject).toBe(CREDENTIAL_CHANGE_SUBJECT)
    expect(mail.text).toMatch(/\d{2}\. \d{2}\. \d{4} v \d{2}:\d{2} \(pražského času\)/)
    expect(mail.text).toContain('Pokud jste změnu neprovedli vy')
    expect(mail.text).not.toContain(newEmail)

    // The same for a new password.
    const third = await signInToken(newEmail)
    const password = await rest('PATCH', `/api/users/${editor.id}`, here, {
      password: NEW_PASSWORD,
      currentPassword: PASSWORD,
    })
    expect(password.status).toBe(200)
    expect(await signedInUser(third)).toBeNull()
    expect((await signedInUser(here))?.id).toBe(editor.id)
    expect(vi.mocked(sendMail).mock.calls[1]![0].to).toBe(newEmail)
  })

  it('an administrator sets another user’s password without theirs: logged, mailed, all their sessions end', async () => {
    const admin = await createUser(payload, 'admin')
    const editor = await createUser(payload, 'editor')
    const editorSession = await signInToken(editor.email)
    const info = vi.spyOn(payload.logger, 'info')
    const response = await rest(
      'PATCH',
      `/api/users/${editor.id}`,
      await signInToken(admin.email),
      {
        password: NEW_PASSWORD,
      },
    )
    expect(response.status).toBe(200)
    expect(await signedInUser(editorSession)).toBeNull()
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({
        msg: 'Account credentials changed by an administrator',
        administrator: admin.id,
        user: editor.id,
        passwordChanged: true,
      }),
    )
    info.mockRestore()
    const mail = vi.mocked(sendMail).mock.calls[0]![0]
    expect(mail.to).toBe(editor.email)
    expect(mail.text).toContain('Změnu provedl administrátor webu.')
    await signInToken(editor.email, NEW_PASSWORD)
  })

  it('an editor cannot change another account at all', async () => {
    const editor = await createUser(payload, 'editor')
    const other = await createUser(payload, 'editor')
    const response = await rest(
      'PATCH',
      `/api/users/${other.id}`,
      await signInToken(editor.email),
      {
        password: NEW_PASSWORD,
        currentPassword: PASSWORD,
      },
    )
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    await signInToken(other.email, PASSWORD)
  })
})

describe('no response body carries a session token', () => {
  it('login, me and refresh answer without it; the cookie carries it', async () => {
    const editor = await createUser(payload, 'editor')
    const login = await rest('POST', '/api/users/login', undefined, {
      email: editor.email,
      password: PASSWORD,
    })
    expect(login.status).toBe(200)
    const token = /payload-token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1]
    expect(token).toBeTruthy()
    expect(login.headers.get('set-cookie')).toMatch(/HttpOnly/i)
    const loginBody = await login.text()
    expect(loginBody).not.toContain(token!)
    expect(JSON.parse(loginBody)).not.toHaveProperty('token')

    const me = await rest('GET', '/api/users/me', token)
    const meBody = await me.text()
    expect(JSON.parse(meBody).user.id).toBe(editor.id)
    expect(meBody).not.toContain(token!)
    expect(JSON.parse(meBody)).not.toHaveProperty('token')

    const refresh = await rest('POST', '/api/users/refresh-token', token)
    expect(refresh.status).toBe(200)
    const refreshed = /payload-token=([^;]+)/.exec(refresh.headers.get('set-cookie') ?? '')?.[1]
    expect(refreshed).toBeTruthy()
    const refreshBody = await refresh.text()
    expect(refreshBody).not.toContain(refreshed!)
    expect(refreshBody).not.toContain(token!)
    expect(JSON.parse(refreshBody)).not.toHaveProperty('refreshedToken')
  })

  it('the Local API login returns no token either', async () => {
    const editor = await createUser(payload, 'editor')
    const result = await payload.login({
      collection: 'users',
      data: { email: editor.email, password: PASSWORD },
    })
    expect(result.user?.id).toBe(editor.id)
    expect(result).not.toHaveProperty('token')
  })
})

describe('the password comparison', () => {
  it('matches what Payload stored, and nothing else', async () => {
    const editor: User = await createUser(payload, 'editor')
    const stored = await payload.db.findOne<{ id: number; hash?: string; salt?: string }>({
      collection: 'users',
      where: { id: { equals: editor.id } },
    })
    expect(stored?.hash).toMatch(/^pbkdf2-sha256-v1:/)
    expect(await passwordMatches(stored!, PASSWORD)).toBe(true)
    expect(await passwordMatches(stored!, `${PASSWORD}x`)).toBe(false)
    expect(await passwordMatches({}, PASSWORD)).toBe(false)
  })
})
