import { describe, expect, it } from 'vitest'

import { CREDENTIAL_CHANGE_SUBJECT, credentialChangeMail } from '@/lib/mail/credentialChangeMail'

describe('the notice of a changed password or e-mail', () => {
  // 27 Nov 2026 14:05 UTC is 15:05 in Prague (CET).
  const at = new Date('2026-11-27T14:05:00Z')

  it('goes to the previous address with the Czech subject, Prague time and what to do', () => {
    const mail = credentialChangeMail({
      to: 'stara@example.cz',
      passwordChanged: true,
      emailChanged: false,
      byAdministrator: false,
      at,
    })
    expect(mail.to).toBe('stara@example.cz')
    expect(mail.subject).toBe(CREDENTIAL_CHANGE_SUBJECT)
    expect(CREDENTIAL_CHANGE_SUBJECT).toBe('Heslo / e-mail vašeho účtu byl změněn')
    expect(mail.text).toContain('27. 11. 2026 v 15:05 (pražského času) změněna heslo.')
    expect(mail.text).toContain('Pokud jste změnu neprovedli vy, kontaktujte prosím ihned')
    expect(mail.text).not.toContain('administrátor webu.\n')
  })

  it('names what changed and who changed it', () => {
    const notice = {
      to: 'a@example.cz',
      passwordChanged: true,
      emailChanged: true,
      byAdministrator: true,
      // Summer time: 10:00 in Prague.
      at: new Date('2026-07-01T08:00:00Z'),
    }
    const both = credentialChangeMail(notice)
    expect(both.text).toContain('01. 07. 2026 v 10:00')
    expect(both.text).toContain('heslo a e-mailová adresa')
    expect(both.text).toContain('Změnu provedl administrátor webu.')
    const email = credentialChangeMail({
      ...notice,
      passwordChanged: false,
      byAdministrator: false,
    })
    expect(email.text).toContain('změněna e-mailová adresa.')
  })
})
