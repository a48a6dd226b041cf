import { describe, expect, it } from 'vitest'

import { linkNodesOf, refuseUnsafeRichTextLinks } from '@/fields/richTextSafeLinks'
import { RICH_TEXT_LINK_REFUSED } from '@/lib/links/safeHref'

const link = (fields: Record<string, unknown>, type = 'link') => ({
  type,
  fields,
  children: [{ type: 'text', text: 'odkaz' }],
})
const richText = (...links: unknown[]) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: links }] },
})

type Errors = Array<{ message: string; path: string }>
const save = (value: unknown) => {
  const errors: Errors = []
  const result = (refuseUnsafeRichTextLinks as (args: unknown) => unknown)({
    value,
    errors,
    path: ['layout', 0, 'richText'],
  })
  return { errors, result }
}

describe('rich-text links on every save', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    'http://',
    '',
  ])('refuses the custom link %j with the Czech message on the field', (url) => {
    const { errors } = save(richText(link({ linkType: 'custom', url })))
    expect(errors).toEqual([{ message: RICH_TEXT_LINK_REFUSED, path: 'layout.0.richText' }])
  })

  it('refuses an unsafe autolink too', () => {
    expect(
      save(richText(link({ linkType: 'custom', url: 'javascript:x' }, 'autolink'))).errors,
    ).toHaveLength(1)
  })

  it.each([
    '/reseni/podpis',
    '#cenik',
    'https://example.cz/a',
    'mailto:info@example.cz',
    'tel:+420601123456',
  ])('accepts %j', (url) => {
    expect(save(richText(link({ linkType: 'custom', url }))).errors).toEqual([])
  })

  it('strips the free url of an internal link', () => {
    const value = richText(
      link({
        linkType: 'internal',
        url: 'javascript:alert(1)',
        doc: { relationTo: 'pages', value: 1 },
      }),
    )
    const { errors, result } = save(value)
    expect(errors).toEqual([])
    expect(linkNodesOf(result)[0]!.fields).toEqual({
      linkType: 'internal',
      doc: { relationTo: 'pages', value: 1 },
    })
  })

  it('walks a value nested 20,000 levels deep without overflowing the stack', () => {
    let node: Record<string, unknown> = link({ linkType: 'custom', url: 'data:x' })
    for (let i = 0; i < 20_000; i++) node = { type: 'paragraph', children: [node] }
    expect(save({ root: { type: 'root', children: [node] } }).errors).toHaveLength(1)
  })

  it('leaves an empty or missing value alone', () => {
    expect(save(null).errors).toEqual([])
    expect(save({ root: { type: 'root', children: [] } }).errors).toEqual([])
  })
})
