import type { Transporter } from 'nodemailer'

/**
 * Asks the SMTP server whether it accepts us (connection, TLS, login) and reports a refusal as
 * one warning. Never throws: it runs in the background at start-up (mailAdapter.ts), because
 * Payload's own check would hold start-up until the connection times out.
 */
export async function verifyMailServer(
  transport: Transporter,
  server: string,
  warn: (line: string) => void,
): Promise<boolean> {
  try {
    await transport.verify()
    return true
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    warn(`[e-mail] SMTP server ${server} is not ready (${reason}); e-mails fail until it is`)
    return false
  }
}
