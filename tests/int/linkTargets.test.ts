import { type Payload, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { readRedirectMap } from '@/cms/getRedirects'
import { findRedirect } from '@/lib/links/findRedirect'
import type { User } from '@/payload-types'

import { createUser, testPayload } from '../support/payload'
import { richTextWithLink } from '../support/richTextWithLink'

const quiet = { context: { disableRevalidate: true } }

type Pool = { query: (sql: string, values?: unknown[]) => Promise<unknown> }

/** The Czech messages of a refused save, as the admin shows them under the fields. */
async function refusal(save: Promise<unknown>): Promise<string> {
  const error = await save.then(
    () => null,
    (failure: unknown) => failure,
  )
  expect(error, 'the save was refused').toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors.map((entry) => entry.message).join(' | ')
}

let stamp = 0
const uniqueFrom = (name: string) => `/${name}-${Date.now()}-${(stamp += 1)}`

async function editorOf(payload: Payload): Promise<User> {
  return createUser(payload, 'editor')
}

/** What the admin answers an editor who saves a redirect to `to` (the save must be refused). */
async function refusedRedirect(payload: Payload, editor: User, name: string, to: object) {
  return refusal(
    payload.create({
      collection: 'redirects',
      data: { from: uniqueFrom(name), to: to as never },
      overrideAccess: false,
      user: editor,
      ...quiet,
    }),
  )
}

/**
 * Issue 29, items 1, 3 and 7: an editor cannot save a link that a browser would take to another
 * origin or run as script, neither in a link field nor in rich text; a redirect target that would
 * break the `Location` header cannot be saved, and one stored before is never served.
 */
describe('link targets saved through the Local API', () => {
  const hostile = ['/\\evil.example', '//evil.example', '/\t/evil.example']
  const hostileUrls = [
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    '/\\evil.example',
  ]

  it('refuses hostile site paths and external addresses of a link field, in Czech', async () => {
    const payload = await testPayload()
    const editor = await editorOf(payload)
    for (const path of hostile) {
      const message = await refusedRedirect(payload, editor, 'cesta', { type: 'path', path })
      expect(message, path).toContain('Cesta musí začínat lomítkem a vést na tento web')
    }
    for (const url of hostileUrls) {
      const message = await refusedRedirect(payload, editor, 'adresa', { type: 'url', url })
      expect(message, url).toContain('Zadejte úplnou adresu začínající https://')
    }
  })

  it('refuses a redirect target with a newline or another header-breaking character', async () => {
    const payload = await testPayload()
    const editor = await editorOf(payload)
    for (const to of [
      { type: 'path' as const, path: '/novy\nSet-Cookie: x=1' },
      { type: 'path' as const, path: '/novy\r' },
      { type: 'url' as const, url: 'https://example.cz/\nSet-Cookie: x=1' },
      { type: 'url' as const, url: 'https://example.cz/\u0000' },
    ]) {
      await refusedRedirect(payload, editor, 'hlavicka', to)
    }
  })

  it('never serves a redirect whose target was stored before the rule', async () => {
    const payload = await testPayload()
    const pathFrom = uniqueFrom('stary-radek')
    const urlFrom = uniqueFrom('stara-adresa')
    const created = await Promise.all(
      [pathFrom, urlFrom].map((from) =>
        payload.create({
          collection: 'redirects',
          data: { from, to: { type: 'path', path: '/blog' } },
          ...quiet,
        }),
      ),
    )
    // Written past the validators, as a row from before the change would be.
    const { pool } = payload.db as unknown as { pool: Pool }
    await pool.query(`UPDATE redirects SET to_path = $1 WHERE id = $2`, [
      '/blog\nSet-Cookie: x=1',
      created[0]!.id,
    ])
    await pool.query(`UPDATE redirects SET to_type = 'url', to_url = $1 WHERE id = $2`, [
      'javascript:alert(1)',
      created[1]!.id,
    ])

    const map = await readRedirectMap(payload)
    expect(findRedirect(map, pathFrom)).toBeNull()
    expect(findRedirect(map, urlFrom)).toBeNull()
    // Every target that is served fits in a Location header (a bad one would be a 500).
    for (const { href } of Object.values(map)) {
      expect(() => new Headers({ Location: href }), href).not.toThrow()
    }
    for (const { id } of created) await pool.query('DELETE FROM redirects WHERE id = $1', [id])
  })

  it('refuses script, data and protocol-relative links in rich text', async () => {
    const payload = await testPayload()
    const editor = await editorOf(payload)
    for (const url of hostileUrls) {
      const message = await refusal(
        payload.create({
          collection: 'press-releases',
          data: {
            title: 'Tisková zpráva s odkazem',
            slug: `zprava-s-odkazem-${Date.now()}-${(stamp += 1)}`,
            publishedAt: new Date().toISOString(),
            perex: 'Perex',
            content: richTextWithLink({ linkType: 'custom', url, newTab: false }) as never,
          },
          overrideAccess: false,
          user: editor,
          ...quiet,
        }),
      )
      // Lexical sums the drawer's field errors up; the drawer itself shows the Czech message
      // of validateRichTextLinkUrl under the URL field (tests/unit/links/richTextLinks).
      expect(message, url).toMatch(/link node failed to validate.*\burl\b/)
    }
    const saved = await payload.create({
      collection: 'press-releases',
      data: {
        title: 'Tisková zpráva s dobrým odkazem',
        slug: `zprava-s-dobrym-odkazem-${Date.now()}`,
        publishedAt: new Date().toISOString(),
        perex: 'Perex',
        content: richTextWithLink({
          linkType: 'custom',
          url: 'https://example.cz/cenik',
          newTab: false,
        }) as never,
      },
      overrideAccess: false,
      user: editor,
      ...quiet,
    })
    expect(JSON.stringify(saved.content)).toContain('https://example.cz/cenik')
    // The run shares one database: other files count the seeded press releases.
    await payload.delete({ collection: 'press-releases', id: saved.id })
  })
})
