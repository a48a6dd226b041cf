import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { parseMail } from '../../support/parseMail'
import { clearProcessGlobal } from '@/lib/processGlobals'

/**
 * Payload's adapter and sendMail, as the process gets them from env(): the settings are stubbed
 * before anything reads env() (it parses once per process; every test file is a new module graph).
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-602-mail-'))
vi.stubEnv('DATABASE_URL', 'postgres://test:test@127.0.0.1:1/test')
vi.stubEnv('PAYLOAD_SECRET', 'x'.repeat(40))
vi.stubEnv('DATA_DIR', dataDir)
vi.stubEnv('SMTP_FROM', '"Upozornění webu" <alerty@software602.cz>')

afterAll(() => {
  vi.unstubAllEnvs()
  rmSync(dataDir, { recursive: true, force: true })
})

const fakePayload = () => ({ logger: { warn: vi.fn() } }) as unknown as Payload

describe('sendMail (outside Payload)', () => {
  it('sends from SMTP_FROM through the process transport and logs no body', async () => {
    vi.stubEnv('SMTP_HOST', '')
    const { sendMail } = await import('@/lib/mail/sendMail')
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const { messageId } = await sendMail({
      to: 'obchod@software602.cz',
      subject: 'Poptávka čeká déle než 15 minut',
      text: 'Citlivý obsah poptávky',
      html: '<p>Citlivý obsah poptávky</p>',
    })
    const files = readdirSync(path.join(dataDir, 'mail'))
    expect(files).toHaveLength(1)
    const mail = parseMail(readFileSync(path.join(dataDir, 'mail', files[0] ?? '')))
    expect(mail.headers.from).toBe('Upozornění webu <alerty@software602.cz>')
    expect(mail.headers.to).toBe('obchod@software602.cz')
    expect(mail.headers.subject).toBe('Poptávka čeká déle než 15 minut')
    expect(mail.headers['message-id']).toBe(messageId)
    expect(mail.text).toBe('Citlivý obsah poptávky')
    expect(info).toHaveBeenCalledTimes(1)
    expect(JSON.stringify(info.mock.calls)).not.toContain('Citlivý')
    info.mockRestore()
  })
})

describe('mailAdapter with an unreachable SMTP server', () => {
  it('starts at once, warns once in the background, and fails sends quickly', async () => {
    const server = net.createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as net.AddressInfo
    await new Promise<void>((resolve) => server.close(() => resolve()))
    vi.stubEnv('SMTP_HOST', '127.0.0.1')
    vi.stubEnv('SMTP_PORT', String(port))
    // A fresh module graph, so env() and the transport see the SMTP settings.
    vi.resetModules()
    clearProcessGlobal('mail.transport')
    const { mailAdapter } = await import('@/lib/mail/mailAdapter')

    const started = Date.now()
    const createAdapter = await mailAdapter()
    const payload = fakePayload()
    const adapter = createAdapter({ payload })
    createAdapter({ payload })
    expect(Date.now() - started).toBeLessThan(1000)
    expect(adapter.defaultFromName).toBe('Upozornění webu')
    expect(adapter.defaultFromAddress).toBe('alerty@software602.cz')

    await vi.waitFor(() => expect(payload.logger.warn).toHaveBeenCalled())
    expect(payload.logger.warn).toHaveBeenCalledTimes(1)
    expect(vi.mocked(payload.logger.warn).mock.calls[0]?.[0]).toMatch(
      /^\[e-mail\] SMTP server 127\.0\.0\.1:\d+ is not ready/,
    )

    await expect(
      adapter.sendEmail({ to: 'editor@software602.cz', subject: 'x', html: '<p>x</p>' }),
    ).rejects.toThrow(/ECONNREFUSED/)
  })
})
