import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Transport } from 'nodemailer'
import type MimeNode from 'nodemailer/lib/mime-node'

export type EmlFileInfo = { envelope: MimeNode.Envelope; messageId: string; path: string }

/** Control characters (a line break in a subject) would split the terminal line. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ')

/**
 * The mail "server" of a machine without SMTP_HOST (development, tests that do not care): every
 * message is saved as an .eml file (open it in any mail client) and announced by one terminal
 * line. The recipient appears in that line only here, never with a real SMTP server.
 */
export function emlFileTransport(
  directory: string,
  log: (line: string) => void = console.info,
): Transport<EmlFileInfo> {
  return {
    name: 'eml-file',
    version: '1.0.0',
    send(mail, callback) {
      const envelope = mail.message.getEnvelope()
      const messageId = mail.message.messageId()
      // ISO time without colons (not allowed in Windows file names) + a short random id.
      const stamp = new Date().toISOString().replace(/:/g, '-')
      const file = path.join(directory, `${stamp}-${randomBytes(3).toString('hex')}.eml`)
      mail.message
        .build()
        .then(async (raw) => {
          await mkdir(directory, { recursive: true })
          await writeFile(file, raw, { flag: 'wx' })
          const to = envelope.to.join(', ')
          const subject = typeof mail.data.subject === 'string' ? mail.data.subject : ''
          log(oneLine(`[e-mail] saved to ${file} (to: ${to}, subject: ${subject})`))
          callback(null, { envelope, messageId, path: file })
        })
        .catch((error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)), undefined as never)
        })
    },
  }
}
