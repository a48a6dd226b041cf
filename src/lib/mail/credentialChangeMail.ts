import { formatDate, formatTime } from '@/lib/dates/formatPragueDate'

import type { OutgoingMail } from './sendMail'

export const CREDENTIAL_CHANGE_SUBJECT = 'Heslo / e-mail vašeho účtu byl změněn'

export type CredentialChangeNotice = {
  /** The account's address before the change: the mail goes there. */
  to: string
  passwordChanged: boolean
  emailChanged: boolean
  /** Set by someone else (an administrator), not by the account's owner. */
  byAdministrator: boolean
  at: Date
}

function what({ passwordChanged, emailChanged }: CredentialChangeNotice): string {
  if (passwordChanged && emailChanged) return 'heslo a e-mailová adresa'
  return passwordChanged ? 'heslo' : 'e-mailová adresa'
}

/**
 * The notice to an account's previous address after its password or e-mail changed, in Czech,
 * plain text (read the same in every client). It names neither the new address nor anything
 * an attacker holding the mailbox could use; the time is Prague's.
 */
export function credentialChangeMail(notice: CredentialChangeNotice): OutgoingMail {
  const when = `${formatDate(notice.at)} v ${formatTime(notice.at)}`
  const who = notice.byAdministrator ? 'Změnu provedl administrátor webu.' : ''
  const text = [
    'Dobrý den,',
    '',
    `u vašeho účtu v administraci webu Software602 byla ${when} (pražského času) změněna ${what(notice)}. ${who}`.trimEnd(),
    'Ostatní přihlášení k účtu byla ukončena.',
    '',
    'Pokud jste změnu neprovedli vy, kontaktujte prosím ihned administrátora webu: účet zablokuje a nastaví nové heslo. Nové heslo si můžete nastavit i sami přes „Zapomněli jste heslo?“ na přihlašovací stránce administrace, pokud k účtu patří stále tato adresa.',
    '',
    'Web Software602',
  ].join('\n')
  return { to: notice.to, subject: CREDENTIAL_CHANGE_SUBJECT, text }
}
