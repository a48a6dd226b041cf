import fc from 'fast-check'
import type { Field, GroupField } from 'payload'
import { describe, expect, it } from 'vitest'

import { linkField } from '@/fields/link'
import { type LinkType, resolveLink } from '@/lib/links/resolveLink'

import { hostileString, unsafeHrefReason } from '../../support/hostileUrls'

const RUNS = { numRuns: 1000 }

type Validate = (value: unknown, options: { siblingData: Record<string, unknown> }) => unknown

/** The admin's own validator of a sub-field of the link group (not a copy of its rule). */
function validatorOf(group: GroupField, name: string): Validate {
  const flat = (fields: Field[]): Field[] =>
    fields.flatMap((field) => (field.type === 'row' ? flat(field.fields) : [field]))
  const field = flat(group.fields).find(
    (candidate) => 'name' in candidate && candidate.name === name,
  )
  if (!field || !('validate' in field) || typeof field.validate !== 'function') {
    throw new Error(`the link field has no validated ${name}`)
  }
  return field.validate as Validate
}

const group = linkField()
const validatePath = validatorOf(group, 'path')
const validateUrl = validatorOf(group, 'url')

/** What the admin says about a value typed into the path or the URL of a link. */
function adminAccepts(type: LinkType, value: string): boolean {
  const siblingData = { type, [type]: value }
  return (type === 'path' ? validatePath : validateUrl)(value, { siblingData }) === true
}

const externalish = fc.oneof(
  hostileString,
  fc.webUrl(),
  fc
    .tuple(fc.constantFrom('https://', 'http://', 'mailto:', 'tel:', '//', '/\\'), hostileString)
    .map(([scheme, rest]) => scheme + rest),
)

/**
 * Issue 29, item 1: whatever the admin accepts as a link renders to an href on the site or to an
 * allowed external address, and a value stored before the rule (not validated) is filtered too.
 */
describe('link values', () => {
  it('render on the site or to http(s)/mailto/tel when the admin accepts them', () => {
    fc.assert(
      fc.property(fc.constantFrom<LinkType>('path', 'url'), externalish, (type, value) => {
        if (!adminAccepts(type, value)) return
        const link = resolveLink({ type, [type]: value, label: 'Odkaz' })
        expect(link, JSON.stringify(value)).not.toBeNull()
        expect(unsafeHrefReason(link!.href), JSON.stringify(value)).toBeNull()
      }),
      RUNS,
    )
  })

  it('never render an unsafe href, whatever was stored', () => {
    fc.assert(
      fc.property(fc.constantFrom<LinkType>('path', 'url'), externalish, (type, value) => {
        const link = resolveLink({ type, [type]: value, label: 'Odkaz' })
        if (link) expect(unsafeHrefReason(link.href), JSON.stringify(value)).toBeNull()
      }),
      RUNS,
    )
  })

  it('refuses script, data and protocol-relative targets with a Czech message', () => {
    for (const path of ['/\\evil.example', '//evil.example', '/\t/evil.example', '/blog\n']) {
      expect(validatePath(path, { siblingData: { type: 'path' } })).toMatch(/^Cesta musí/)
    }
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/\nSet-Cookie: x',
    ]) {
      expect(validateUrl(url, { siblingData: { type: 'url' } })).toMatch(/^Zadejte úplnou adresu/)
    }
    expect(validateUrl('https://www.example.cz/cenik', { siblingData: { type: 'url' } })).toBe(true)
    expect(validateUrl('tel:+420 222 011 602', { siblingData: { type: 'url' } })).toBe(true)
    expect(validatePath('/blog', { siblingData: { type: 'path' } })).toBe(true)
  })

  it('drops stored targets that a browser would take elsewhere', () => {
    for (const [type, value] of [
      ['path', '/\\evil.example'],
      ['path', '/\n/evil.example'],
      ['url', 'javascript:alert(1)'],
      ['url', 'data:text/html,x'],
      ['url', '//evil.example'],
    ] as const) {
      expect(resolveLink({ type, [type]: value, label: 'Odkaz' }), value).toBeNull()
    }
  })
})
