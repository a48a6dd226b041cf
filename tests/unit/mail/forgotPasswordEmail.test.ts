import type { PayloadRequest } from 'payload'
import { afterAll, describe, expect, it, vi } from 'vitest'

import {
  forgotPasswordEmailHtml,
  forgotPasswordEmailSubject,
  RESET_LINK_VALID_MS,
} from '@collections/Users/forgotPasswordEmail'

vi.stubEnv('DATABASE_URL', 'postgres://test:test@127.0.0.1:1/test')
vi.stubEnv('PAYLOAD_SECRET', 'x'.repeat(40))
vi.stubEnv('SITE_URL', 'https://www.software602.cz')

afterAll(() => {
  vi.unstubAllEnvs()
})

const requestWithRoutes = (admin: string, reset: string) =>
  ({ payload: { config: { routes: { admin }, admin: { routes: { reset } } } } }) as PayloadRequest

describe('password-reset e-mail', () => {
  it('is in Czech and links the admin reset form on SITE_URL', () => {
    expect(forgotPasswordEmailSubject()).toBe('Obnovení hesla do administrace Software602')
    const html = forgotPasswordEmailHtml({
      req: requestWithRoutes('/admin', '/reset'),
      token: 'a1b2c3',
      user: { email: 'editorka@software602.cz' },
    })
    expect(html).toContain('<html lang="cs">')
    expect(html).toContain(
      '<a href="https://www.software602.cz/admin/reset/a1b2c3">https://www.software602.cz/admin/reset/a1b2c3</a>',
    )
    expect(html).toContain('<strong>editorka@software602.cz</strong>')
    expect(html).toContain('Odkaz platí 1 hodinu')
    expect(html).toContain('Pokud jste o obnovení hesla nežádali')
  })

  it('follows the configured admin routes', () => {
    const html = forgotPasswordEmailHtml({ req: requestWithRoutes('/cms', '/obnova'), token: 't' })
    expect(html).toContain('href="https://www.software602.cz/cms/obnova/t"')
  })

  it('escapes what it interpolates', () => {
    const html = forgotPasswordEmailHtml({
      token: '"><script>x</script>',
      user: { email: '"<img src=x onerror=alert(1)>"@software602.cz' },
    })
    expect(html).not.toMatch(/<script|<img/)
    expect(html).toContain('&quot;&lt;img src=x onerror=alert(1)&gt;&quot;@software602.cz')
    expect(html).toContain('/admin/reset/%22%3E%3Cscript%3Ex%3C%2Fscript%3E"')
  })

  it('says the validity the users collection gives Payload (1 hour)', async () => {
    const { Users } = await import('@collections/Users')
    const auth = typeof Users.auth === 'object' ? Users.auth : {}
    expect(auth.forgotPassword).toEqual({
      expiration: 60 * 60 * 1000,
      generateEmailSubject: forgotPasswordEmailSubject,
      generateEmailHTML: forgotPasswordEmailHtml,
    })
    expect(RESET_LINK_VALID_MS).toBe(auth.forgotPassword?.expiration)
    // Importing the collection (Payload's field builders) takes seconds on a loaded machine.
  }, 30_000)

  it('refuses to build an e-mail without a token', () => {
    expect(() => forgotPasswordEmailHtml({ user: { email: 'a@software602.cz' } })).toThrow(/token/)
  })
})
