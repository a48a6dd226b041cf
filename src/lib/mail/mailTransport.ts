import path from 'node:path'

import nodemailer, { type Transporter } from 'nodemailer'

import { env, type Env } from '@/lib/env'
import { processGlobal } from '@/lib/processGlobals'

import { emlFileTransport } from './emlFileTransport'

export type MailSettings = Pick<
  Env,
  'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_USER' | 'SMTP_PASS' | 'DATA_DIR'
>

/**
 * Limits of one SMTP conversation, so a server that does not answer fails the sending request
 * within seconds (nodemailer waits up to 2 minutes for a connection by default).
 */
const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  dnsTimeout: 10_000,
  socketTimeout: 60_000,
}

/**
 * How e-mail leaves the site: the SMTP server of SMTP_HOST (implicit TLS on port 465, STARTTLS
 * when the server offers it on other ports, login when SMTP_USER/SMTP_PASS are given), or, without
 * SMTP_HOST, .eml files in $DATA_DIR/mail (emlFileTransport.ts).
 */
export function createMailTransport(settings: MailSettings): Transporter {
  const { SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, DATA_DIR } = settings
  if (!SMTP_HOST) return nodemailer.createTransport(emlFileTransport(path.join(DATA_DIR, 'mail')))
  return nodemailer.createTransport({
    host: SMTP_HOST,
    port: SMTP_PORT,
    secure: SMTP_PORT === 465,
    auth: SMTP_USER && SMTP_PASS ? { user: SMTP_USER, pass: SMTP_PASS } : undefined,
    ...SMTP_TIMEOUTS,
  })
}

/** The one transport of this process (Next may load this module in several bundles). */
export function mailTransport(): Transporter {
  return processGlobal('mail.transport', () => createMailTransport(env()))
}
