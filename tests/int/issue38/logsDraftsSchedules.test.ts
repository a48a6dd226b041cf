import config from '@payload-config'
import pino from 'pino'
import { handleEndpoints, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { CZECH_PAYLOAD_ERRORS } from '@collections/shared/czechPayloadErrors'
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/clientAddress'
import { RICH_TEXT_LINK_REFUSED } from '@/lib/links/safeHref'
import type { User } from '@/payload-types'
import { INVALID_SCHEDULE_ID, INVALID_SCHEDULE_TIMEZONE } from '@/scheduling/scheduleTargetAccess'

import { createUser, signInToken, testPayload } from '../../support/payload'
import { richTextWithLink } from '../../support/richTextWithLink'

/**
 * Issue 38, through the real config and database: what Payload's logger writes for the review's
 * requests, links in drafts and autosaves, schedule inputs, Payload's own refusals in Czech.
 */
let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})
afterEach(() => {
  vi.restoreAllMocks()
})

const quiet = { context: { disableRevalidate: true } }
let stamp = 0
const unique = (name: string) => `${name}-${Date.now()}-${(stamp += 1)}`

const rest = (
  path: string,
  init: Omit<RequestInit, 'headers'> & {
    token?: string
    address?: string
    headers?: Record<string, string>
  } = {},
) => {
  const { token, address, headers, ...rest } = init
  const request = new Request(`http://127.0.0.1${path}`, {
    ...rest,
    headers: {
      'Content-Type': 'application/json',
      [SOCKET_ADDRESS_HEADER]: address ?? '198.51.100.7',
      ...(token ? { Authorization: `JWT ${token}` } : {}),
      ...headers,
    },
  })
  return handleEndpoints({ config, path: new URL(request.url).pathname, request })
}

const signIn = async (role: 'admin' | 'editor'): Promise<{ user: User; token: string }> => {
  const user = await createUser(payload, role)
  return { user, token: await signInToken(user.email) }
}

/** The JSON lines Payload's logger hands its destination (pino-pretty) while `run` runs. */
async function loggedLines(run: () => Promise<unknown>): Promise<string[]> {
  const stream = (
    payload.logger as unknown as Record<symbol, { write: (line: string) => unknown }>
  )[pino.symbols.streamSym]!
  const lines: string[] = []
  const original = stream.write.bind(stream)
  vi.spyOn(stream, 'write').mockImplementation((line: string) => {
    lines.push(String(line))
    return original(line)
  })
  await run()
  return lines
}

const expectSafeLine = (line: string) => {
  expect(line.indexOf('\n')).toBe(line.length - 1)
  expect(line).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/)
}

describe("Payload's logger (the site's config)", () => {
  it('logs three throttled password resets with 900 KB e-mails as short, redacted lines', async () => {
    const address = `203.0.113.${(Date.now() % 200) + 20}`
    const email = `${'a'.repeat(900 * 1024)}@example.cz`
    const lines = await loggedLines(async () => {
      for (let i = 0; i < 8; i++) {
        await rest('/api/users/forgot-password', {
          method: 'POST',
          body: JSON.stringify({ email }),
          address,
        })
      }
    })
    const throttled = lines.filter((line) => line.includes('Password reset throttled'))
    expect(throttled.length).toBeGreaterThanOrEqual(3)
    for (const line of lines) {
      expectSafeLine(line)
      expect(line.length).toBeLessThan(2000)
      expect(line).not.toContain('aaaaaaaaaa@')
      expect(line).not.toContain('example.cz')
    }
  })

  it('logs a refused request as one English line with its status and class, not its Czech message', async () => {
    const { user, token } = await signIn('editor')
    const address = `203.0.113.${(Date.now() % 200) + 20}`
    const statuses: number[] = []
    const lines = await loggedLines(async () => {
      // Payload's refusal of a wrong password (its message translated for the admin)
      const body = JSON.stringify({ email: user.email, password: 'Not-the-password-602' })
      statuses.push((await rest('/api/users/login', { method: 'POST', body, address })).status)
      // ours: a sign-in posted from another site
      const crossSite = { Origin: 'https://attacker.example' }
      statuses.push(
        (await rest('/api/users/login', { method: 'POST', body, address, headers: crossSite }))
          .status,
      )
      // Payload's NotFound, which its default `loggingLevels` would log as its message
      statuses.push((await rest('/api/pages/2147483000', { token })).status)
    })
    expect(statuses).toEqual([401, 403, 404])
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg?: string })
    expect(entries.filter((entry) => entry.msg?.startsWith('Request refused'))).toEqual([
      expect.objectContaining({ level: 30, msg: 'Request refused: 401 AuthenticationError' }),
      expect.objectContaining({ level: 30, msg: 'Request refused: 403 CrossSiteRequestRefused' }),
      expect.objectContaining({ level: 30, msg: 'Request refused: 404 NotFound' }),
    ])
    for (const line of lines) expect(line).not.toMatch(/[áčďéěíňóřšťúůýž]/i)
  })

  it('writes a 500 quoting a forged line, escape codes and an e-mail as one escaped entry', async () => {
    const value = 'x\n[12:00:00] INFO (payload): forged\u001b[2J jan.novak@example.cz'
    const error = new Error(`Failed query: select 1 where "slug" = $1\nparams: ${value}`)
    const lines = await loggedLines(async () => payload.logger.error({ err: error }))
    expect(lines).toHaveLength(1)
    expectSafeLine(lines[0]!)
    const entry = JSON.parse(lines[0]!) as { err: { message: string } }
    expect(entry.err.message).toContain(
      '\\u000a[12:00:00] INFO (payload): forged\\u001b[2J [email]',
    )
  })
})

describe('rich-text links in drafts', () => {
  const pressRelease = (content: unknown) => ({
    title: 'Tisková zpráva',
    slug: unique('zprava-koncept'),
    publishedAt: new Date().toISOString(),
    perex: 'Perex',
    content: content as never,
  })

  it.each(['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example'])(
    'refuses %j in a draft, an autosave and over REST with the Czech message',
    async (url) => {
      const editor = await signIn('editor')
      const bad = richTextWithLink({ linkType: 'custom', url, newTab: false })
      await expect(
        payload.create({
          collection: 'press-releases',
          data: pressRelease(bad),
          draft: true,
          overrideAccess: false,
          user: editor.user,
          ...quiet,
        }),
      ).rejects.toMatchObject({
        data: { errors: [{ message: RICH_TEXT_LINK_REFUSED, path: 'content' }] },
      })

      const draft = await payload.create({
        collection: 'press-releases',
        data: pressRelease(
          richTextWithLink({ linkType: 'custom', url: '/kontakt', newTab: false }),
        ),
        draft: true,
        ...quiet,
      })
      const response = await rest(`/api/press-releases/${draft.id}?draft=true&autosave=true`, {
        method: 'PATCH',
        body: JSON.stringify({ content: bad }),
        token: editor.token,
      })
      expect(response.status).toBe(400)
      expect(await response.text()).toContain(RICH_TEXT_LINK_REFUSED)
      const stored = await payload.findByID({
        collection: 'press-releases',
        id: draft.id,
        draft: true,
      })
      expect(JSON.stringify(stored.content)).not.toContain(url)
      await payload.delete({ collection: 'press-releases', id: draft.id, ...quiet })
    },
  )

  it('stores an internal link without a free url', async () => {
    const target = await payload.create({
      collection: 'press-releases',
      data: pressRelease(null),
      draft: true,
      ...quiet,
    })
    const draft = await payload.create({
      collection: 'press-releases',
      data: pressRelease(
        richTextWithLink({
          linkType: 'internal',
          url: 'javascript:alert(1)',
          doc: { relationTo: 'pages', value: 1 },
          newTab: false,
        }),
      ),
      draft: true,
      ...quiet,
    })
    expect(JSON.stringify(draft.content)).not.toContain('javascript:')
    await payload.delete({ collection: 'press-releases', id: draft.id, ...quiet })
    await payload.delete({ collection: 'press-releases', id: target.id, ...quiet })
  })
})

describe('schedule inputs', () => {
  const schedule = (token: string, input: Record<string, unknown>) =>
    rest('/api/payload-jobs', {
      method: 'POST',
      token,
      body: JSON.stringify({
        taskSlug: 'schedulePublish',
        waitUntil: new Date(Date.now() + 3_600_000).toISOString(),
        input: { type: 'publish', ...input },
      }),
    })

  it('refuses an id that is not a canonical integer and a time zone not in the admin (400, Czech)', async () => {
    const { token } = await signIn('editor')
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Plán', path: unique('planovani-vstup') },
      draft: true,
      ...quiet,
    })
    for (const value of ['0x78', `0${page.id}`, `${page.id}.0`, ` ${page.id}`]) {
      const response = await schedule(token, { doc: { relationTo: 'pages', value } })
      expect(response.status, value).toBe(400)
      expect(await response.text()).toContain(INVALID_SCHEDULE_ID)
    }
    for (const timezone of ['Mars/Olympus', 'UTC', 42]) {
      const response = await schedule(token, {
        doc: { relationTo: 'pages', value: String(page.id) },
        timezone,
      })
      expect(response.status, String(timezone)).toBe(400)
      expect(await response.text()).toContain(INVALID_SCHEDULE_TIMEZONE)
    }
    const accepted = await schedule(token, {
      doc: { relationTo: 'pages', value: page.id },
      timezone: 'Europe/Prague',
    })
    expect(accepted.status, await accepted.clone().text()).toBe(201)
    const { doc } = (await accepted.json()) as {
      doc: { id: number; input: Record<string, unknown> }
    }
    expect(doc.input).toMatchObject({
      doc: { relationTo: 'pages', value: String(page.id) },
      timezone: 'Europe/Prague',
    })
    await payload.delete({ collection: 'payload-jobs', id: doc.id })
  })
})

describe("Payload's own refusals in Czech", () => {
  it('answers a reused or unknown reset token 403 and a logout without session 400 in Czech', async () => {
    const reset = await rest('/api/users/reset-password', {
      method: 'POST',
      body: JSON.stringify({ token: 'f'.repeat(40), password: 'Nove-heslo-12345' }),
    })
    expect(reset.status).toBe(403)
    expect(await reset.text()).toContain(
      CZECH_PAYLOAD_ERRORS['Token is either invalid or has expired.'],
    )
    const logout = await rest('/api/users/logout', { method: 'POST' })
    expect(logout.status).toBe(400)
    expect(await logout.text()).toContain(CZECH_PAYLOAD_ERRORS['No User'])
  })
})
