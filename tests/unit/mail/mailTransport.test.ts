import net from 'node:net'

import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import { describe, expect, it, vi } from 'vitest'

import { createMailTransport } from '@/lib/mail/mailTransport'
import { verifyMailServer } from '@/lib/mail/verifyMailServer'

const smtpOptions = (settings: Parameters<typeof createMailTransport>[0]) =>
  (createMailTransport(settings).transporter as SMTPTransport).options

/** A loopback port nobody listens on (connections are refused at once). */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('mail transport with SMTP_HOST', () => {
  it('uses TLS from the start on port 465 and STARTTLS otherwise', () => {
    const base = { DATA_DIR: '.data', SMTP_HOST: 'smtp.example.cz' }
    expect(smtpOptions({ ...base, SMTP_PORT: 465 })).toMatchObject({ port: 465, secure: true })
    expect(smtpOptions({ ...base, SMTP_PORT: 587 })).toMatchObject({ port: 587, secure: false })
  })

  it('logs in only when a user and password are given', () => {
    const base = { DATA_DIR: '.data', SMTP_HOST: 'smtp.example.cz', SMTP_PORT: 587 }
    expect(smtpOptions(base).auth).toBeUndefined()
    expect(smtpOptions({ ...base, SMTP_USER: 'web', SMTP_PASS: 'tajne' }).auth).toEqual({
      user: 'web',
      pass: 'tajne',
    })
  })

  it('gives up on a silent server within seconds, not nodemailer’s 2 minutes', () => {
    const options = smtpOptions({ DATA_DIR: '.data', SMTP_HOST: 'smtp.example.cz', SMTP_PORT: 25 })
    expect(options.connectionTimeout).toBeLessThanOrEqual(10_000)
    expect(options.greetingTimeout).toBeLessThanOrEqual(10_000)
  })

  it('reports an unreachable server as one warning and never throws', async () => {
    const port = await closedPort()
    const transport = createMailTransport({
      DATA_DIR: '.data',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: port,
    })
    const warn = vi.fn()
    await expect(verifyMailServer(transport, `127.0.0.1:${port}`, warn)).resolves.toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(
      new RegExp(
        `^\\[e-mail\\] SMTP server 127\\.0\\.0\\.1:${port} is not ready \\(.*ECONNREFUSED`,
      ),
    )
  })
})
