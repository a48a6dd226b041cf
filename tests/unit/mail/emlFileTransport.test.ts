import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createMailTransport } from '@/lib/mail/mailTransport'

import { parseMail } from '../../support/parseMail'

let dataDir: string

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-602-mail-'))
})

afterEach(() => {
  vi.restoreAllMocks()
  rmSync(dataDir, { recursive: true, force: true })
})

const withoutSmtp = () => createMailTransport({ DATA_DIR: dataDir, SMTP_PORT: 587 })

describe('e-mail without SMTP_HOST (.eml files)', () => {
  it('saves each message as a parseable .eml file in $DATA_DIR/mail and prints one line', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const sent = await withoutSmtp().sendMail({
      from: { name: 'Web Software602', address: 'web@software602.cz' },
      to: 'editorka@software602.cz',
      subject: 'Obnovení hesla – žluťoučký kůň',
      text: 'Tajný obsah zprávy',
      html: '<p>Tajný obsah zprávy</p>',
    })

    const files = readdirSync(path.join(dataDir, 'mail'))
    expect(files).toHaveLength(1)
    const name = files[0] ?? ''
    expect(name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{6}\.eml$/)
    const file = path.join(dataDir, 'mail', name)
    expect(sent.path).toBe(file)

    const mail = parseMail(readFileSync(file))
    expect(mail.headers.to).toBe('editorka@software602.cz')
    expect(mail.headers.from).toBe('Web Software602 <web@software602.cz>')
    expect(mail.headers.subject).toBe('Obnovení hesla – žluťoučký kůň')
    expect(mail.headers['message-id']).toBe(sent.messageId)
    expect(mail.text).toContain('Tajný obsah zprávy')
    expect(mail.html).toContain('<p>Tajný obsah zprávy</p>')

    expect(info).toHaveBeenCalledTimes(1)
    const line = String(info.mock.calls[0]?.[0])
    expect(line).toBe(
      `[e-mail] saved to ${file} (to: editorka@software602.cz, subject: Obnovení hesla – žluťoučký kůň)`,
    )
    expect(line).not.toContain('Tajný obsah')
  })

  it('keeps one line per message and one file each, also for several recipients', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const transport = withoutSmtp()
    for (const subject of ['První', 'Druhá']) {
      await transport.sendMail({
        from: 'web@software602.cz',
        to: ['a@software602.cz', 'b@software602.cz'],
        subject,
        text: 'x',
      })
    }
    expect(readdirSync(path.join(dataDir, 'mail'))).toHaveLength(2)
    expect(info.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringMatching(/\(to: a@software602\.cz, b@software602\.cz, subject: První\)$/),
      expect.stringMatching(/\(to: a@software602\.cz, b@software602\.cz, subject: Druhá\)$/),
    ])
  })

  it('rejects the send when the folder cannot be written', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const blocked = path.join(dataDir, 'file')
    await import('node:fs/promises').then((fs) => fs.writeFile(blocked, ''))
    const transport = createMailTransport({ DATA_DIR: blocked, SMTP_PORT: 587 })
    await expect(
      transport.sendMail({ from: 'web@software602.cz', to: 'a@software602.cz', text: 'x' }),
    ).rejects.toThrow(/ENOTDIR|EEXIST/)
    expect(console.info).not.toHaveBeenCalled()
  })
})
