import type { AddressInfo } from 'node:net'

import type { Payload, TypeWithID } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { parseMail } from '../support/parseMail'
// Types only: the module itself is imported once the SMTP settings are in place.
import type * as SupportModule from '../support/payload'
import { clearProcessGlobal } from '@/lib/processGlobals'

/**
 * An editor's forgotten password end to end, over real SMTP: Payload sends the Czech e-mail to
 * an SMTP server of this test, the link in it carries the token, the token sets a new password,
 * and the new password signs in.
 *
 * env() parses process.env once, on first use, and the Payload config uses it on import: the
 * SMTP settings are therefore set before anything of the site is imported (dynamic imports
 * below), and Payload gets a key of its own so no instance from before them is reused.
 */
type Delivery = { mailFrom: string; rcptTo: string[]; raw: Buffer }

const deliveries: Delivery[] = []
const savedEnv = { SMTP_HOST: process.env.SMTP_HOST, SMTP_PORT: process.env.SMTP_PORT }
const NEW_PASSWORD = 'Nove-heslo-5678'

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      deliveries.push({
        mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw: Buffer.concat(chunks),
      })
      callback()
    })
  },
})

let payload: Payload
let support: typeof SupportModule
let siteUrl: string

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  clearProcessGlobal('mail.transport')

  siteUrl = (await import('@/lib/env')).env().SITE_URL
  support = await import('../support/payload')
  payload = await support.testPayload('password-reset-mail')
})

let smtpOpen = true
const stopSmtp = async () => {
  if (smtpOpen) await new Promise<void>((resolve) => smtp.close(() => resolve()))
  smtpOpen = false
}

afterAll(async () => {
  await stopSmtp()
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

/** The admin's reset request, through Payload's REST handler as Next serves it. */
async function forgotPasswordOverRest(email: string, address: string): Promise<Response> {
  const { handleEndpoints } = await import('payload')
  const config = (await import('@payload-config')).default
  const { SOCKET_ADDRESS_HEADER } = await import('@/lib/http/clientAddress')
  const path = '/api/users/forgot-password'
  const request = new Request(`http://127.0.0.1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SOCKET_ADDRESS_HEADER]: address },
    body: JSON.stringify({ email }),
  })
  return handleEndpoints({ config, path, request })
}

async function storedResetToken(email: string): Promise<string | null> {
  const user = await payload.db.findOne<TypeWithID & { resetPasswordToken?: string | null }>({
    collection: 'users',
    where: { email: { equals: email } },
  })
  return user?.resetPasswordToken ?? null
}

describe('forgotten password of an editor', () => {
  it('arrives by SMTP in Czech, and its link resets the password', async () => {
    expect(payload.email.name).toBe('nodemailer')
    const editor = await support.createUser(payload, 'editor')

    await payload.forgotPassword({ collection: 'users', data: { email: editor.email } })
    await vi.waitFor(() => expect(deliveries).toHaveLength(1))
    const delivery = deliveries[0]
    if (!delivery) throw new Error('no e-mail arrived')
    expect(delivery.mailFrom).toBe('web@software602.cz')
    expect(delivery.rcptTo).toEqual([editor.email])

    const mail = parseMail(delivery.raw)
    expect(mail.headers.from).toBe('Web Software602 <web@software602.cz>')
    expect(mail.headers.to).toBe(editor.email)
    expect(mail.headers.subject).toBe('Obnovení hesla do administrace Software602')
    const html = mail.html ?? ''
    expect(html).toContain('<html lang="cs">')
    expect(html).toContain('Dobrý den,')
    expect(html).toContain(`<strong>${editor.email}</strong>`)
    expect(html).toContain('Odkaz platí 1 hodinu')

    // The link, written out and behind the anchor, opens the admin's reset form for the token.
    const href = /<a href="([^"]+)">([^<]+)<\/a>/.exec(html)
    expect(href?.[1]).toBe(href?.[2])
    const link = href?.[1] ?? ''
    const token = /\/admin\/reset\/([0-9a-f]{40})$/.exec(link)?.[1]
    expect(token).toBeDefined()
    expect(link).toBe(`${siteUrl.replace(/\/$/, '')}/admin/reset/${token}`)
    expect(await storedResetToken(editor.email)).toBe(token)

    // The token sets the new password once; the new password signs in, the old one no longer.
    await payload.resetPassword({
      collection: 'users',
      data: { token: token ?? '', password: NEW_PASSWORD },
      overrideAccess: true,
    })
    const signedIn = await payload.login({
      collection: 'users',
      data: { email: editor.email, password: NEW_PASSWORD },
    })
    expect(signedIn.user?.email).toBe(editor.email)
    await expect(
      payload.login({
        collection: 'users',
        data: { email: editor.email, password: 'Test-heslo-1234' },
      }),
    ).rejects.toThrow()
    await expect(
      payload.resetPassword({
        collection: 'users',
        data: { token: token ?? '', password: 'Jeste-jine-heslo-9' },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })

  it('answers the REST request alike for a known and an unknown address, and mails only the known', async () => {
    const editor = await support.createUser(payload, 'editor')
    const before = deliveries.length
    const known = await forgotPasswordOverRest(editor.email, '198.51.100.91')
    const unknown = await forgotPasswordOverRest('nikdo-jiny@test.example.cz', '198.51.100.91')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(await known.text()).toBe(await unknown.text())
    // The mail follows the answer.
    await vi.waitFor(() => expect(deliveries).toHaveLength(before + 1), { timeout: 10_000 })
    expect(deliveries.at(-1)?.rcptTo).toEqual([editor.email])
    expect(await storedResetToken(editor.email)).toMatch(/^[0-9a-f]{40}$/)
  })

  it('sends nothing for an address without an account', async () => {
    const before = deliveries.length
    await payload.forgotPassword({
      collection: 'users',
      data: { email: 'nikdo-takovy@test.example.cz' },
    })
    expect(deliveries).toHaveLength(before)
  })

  it('fails the request at once, leaving no token, while the SMTP server is down', async () => {
    const editor = await support.createUser(payload, 'editor')
    await stopSmtp()
    const started = Date.now()
    await expect(
      payload.forgotPassword({ collection: 'users', data: { email: editor.email } }),
    ).rejects.toThrow(/ECONNREFUSED/)
    expect(Date.now() - started).toBeLessThan(5000)
    expect(await storedResetToken(editor.email)).toBeNull()

    // The admin's form posts to the REST route, which answers before the mail is sent
    // (collections/Users/forgotPasswordEndpoint.ts): 200 as for any address; the failure is
    // logged, without the address, and no token is left.
    // The REST handler runs on the config's default Payload instance, not this file's.
    const error = vi.spyOn((await support.testPayload()).logger, 'error')
    const response = await forgotPasswordOverRest(editor.email, '198.51.100.90')
    expect(response.status).toBe(200)
    await vi.waitFor(
      () =>
        expect(error).toHaveBeenCalledWith(
          expect.objectContaining({ msg: 'Password reset e-mail not sent' }),
        ),
      { timeout: 10_000 },
    )
    expect(JSON.stringify(error.mock.calls)).not.toContain(editor.email)
    error.mockRestore()
    expect(await storedResetToken(editor.email)).toBeNull()
  })
})
