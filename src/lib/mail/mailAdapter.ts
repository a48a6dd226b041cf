import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'

import { isBuildPhase } from '@/lib/buildPhase'
import { env } from '@/lib/env'
import { existingProcessGlobal, setProcessGlobal } from '@/lib/processGlobals'

import { mailTransport } from './mailTransport'
import { parseFromAddress } from './parseFromAddress'
import { verifyMailServer } from './verifyMailServer'

/**
 * Payload's e-mail (password reset, and anything calling `payload.sendEmail`): the process's one
 * transport (mailTransport.ts) with the sender of SMTP_FROM. A bad SMTP_FROM stops start-up here.
 *
 * The adapter's own transport check is off: it would wait for the SMTP connection before Payload
 * starts (up to the connection timeout when the server does not answer). The same check runs
 * once per process in the background instead and only warns.
 */
export function mailAdapter(): Promise<EmailAdapter> {
  const { SMTP_FROM, SMTP_HOST, SMTP_PORT, NODE_ENV, DATA_DIR } = env()
  const from = parseFromAddress(SMTP_FROM)
  const transport = mailTransport()
  return nodemailerAdapter({
    transport,
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    skipVerify: true,
  }).then((adapter): EmailAdapter => (args) => {
    if (!existingProcessGlobal('mail.serverChecked') && !isBuildPhase()) {
      setProcessGlobal('mail.serverChecked', true)
      const warn = (line: string) => args.payload.logger.warn(line)
      if (SMTP_HOST) void verifyMailServer(transport, `${SMTP_HOST}:${SMTP_PORT}`, warn)
      // A developer machine saves mail on purpose; a production server without SMTP would leave
      // password resets and lead alerts unread.
      else if (NODE_ENV === 'production') {
        warn(`[e-mail] SMTP_HOST is not set: e-mails are only saved in ${DATA_DIR}/mail`)
      }
    }
    return adapter(args)
  })
}
