import { env } from '@/lib/env'

import { mailTransport } from './mailTransport'
import { parseFromAddress } from './parseFromAddress'

export type OutgoingMail = {
  to: string | string[]
  subject: string
  text: string
  html?: string
}

/**
 * Sends one e-mail from the site (SMTP_FROM) outside Payload's requests, e.g. the leads worker's
 * alerts; the same transport as Payload's (mailTransport.ts). Rejects when the mail server
 * refuses or does not answer; logs nothing itself, least of all the message.
 */
export async function sendMail(mail: OutgoingMail): Promise<{ messageId: string }> {
  const from = parseFromAddress(env().SMTP_FROM)
  const info: { messageId: string } = await mailTransport().sendMail({ ...mail, from })
  return { messageId: info.messageId }
}
