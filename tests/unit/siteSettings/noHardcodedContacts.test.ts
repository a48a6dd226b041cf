import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Contacts and service addresses live in the site settings (admin → Kontakty a odkazy). This
 * keeps them from creeping back into components as literals, where they drift apart (info@602.cz
 * in one place, info@software602.cz in another).
 */
const SCANNED_DIRS = ['src/components', 'src/app', 'blocks']

/** Addresses that are code, not content: vocabulary URLs of structured data. */
const ALLOWED_URLS = [/^https:\/\/schema\.org(\/|$)/]

const EMAIL = /[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi
const PHONE = /tel:\s*\+?\d[\d\s-]*/g
const URL = /https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+[^\s'"`)<>]*/gi

function findHardcodedContacts(source: string): string[] {
  const urls = [...source.matchAll(URL)]
    .map((match) => match[0])
    .filter((url) => !ALLOWED_URLS.some((allowed) => allowed.test(url)))
  return [
    ...[...source.matchAll(EMAIL)].map((match) => match[0]),
    ...[...source.matchAll(PHONE)].map((match) => match[0].trim()),
    ...urls,
  ]
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

describe('contacts and service addresses come from the site settings', () => {
  it('recognises e-mail addresses, phone links and external addresses', () => {
    expect(
      findHardcodedContacts(
        `<a href="mailto:kariera@602.cz">x</a> <a href="tel:+420222011602">y</a> ` +
          `const s = 'https://podpis.software602.cz/start'`,
      ),
    ).toEqual(['kariera@602.cz', 'tel:+420222011602', 'https://podpis.software602.cz/start'])
  })

  it('ignores imports, schema vocabularies and validation messages', () => {
    expect(
      findHardcodedContacts(
        `import x from '@/cms/getGlobals'\nimport '@payloadcms/ui'\n` +
          `'@context': 'https://schema.org', type: 'https://schema.org/EventScheduled'\n` +
          `'Zadejte adresu začínající https://.' \`\${origin}/platform.js\``,
      ),
    ).toEqual([])
  })

  it('no component, route or block writes one itself', () => {
    const found = SCANNED_DIRS.flatMap(sourceFiles).flatMap((file) =>
      findHardcodedContacts(readFileSync(file, 'utf8')).map((literal) => `${file}: ${literal}`),
    )
    expect(found).toEqual([])
  })
})
