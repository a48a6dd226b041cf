import type { Config, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Pages } from '@collections/Pages'
import { Homepage } from '@globals/Homepage'

/** A named field anywhere in a config's fields (through tabs, rows and groups without a name). */
function findField(
  fields: Field[],
  name: string,
): (Field & { admin?: Record<string, unknown> }) | undefined {
  for (const field of fields) {
    if ('name' in field && field.name === name) return field
    const nested =
      field.type === 'tabs'
        ? field.tabs.flatMap((tab) => ('name' in tab && tab.name ? [] : tab.fields))
        : 'fields' in field && !('name' in field)
          ? field.fields
          : []
    const found = findField(nested, name)
    if (found) return found
  }
  return undefined
}

describe('live preview widths', () => {
  it('pages and the homepage both offer a phone, a tablet and a desktop', () => {
    for (const config of [Pages, Homepage]) {
      const widths = config.admin?.livePreview?.breakpoints?.map(({ label, width }) => ({
        label,
        width,
      }))
      expect(widths, config.slug).toEqual([
        { label: 'Mobil', width: 390 },
        { label: 'Tablet', width: 820 },
        { label: 'Počítač', width: 1280 },
      ])
    }
  })

  it('long layouts open with their blocks collapsed', () => {
    for (const config of [Pages, Homepage]) {
      const layout = findField(config.fields, 'layout')
      expect(layout?.type, config.slug).toBe('blocks')
      expect(layout?.admin?.initCollapsed, config.slug).toBe(true)
    }
  })
})

describe('the edit view as the SEO plugin leaves it', () => {
  it('has one row of tabs (Obsah, SEO) and the pre-publish panel beside them, for pages and the homepage', async () => {
    const { searchResultPlugin } = await import('@/fields/seo/searchResultPlugin')
    const config = await searchResultPlugin()({
      collections: [Pages],
      globals: [Homepage],
    } as Config)
    for (const fields of [config.collections![0]!.fields, config.globals![0]!.fields]) {
      const [first, ...rest] = fields
      expect(first?.type).toBe('tabs')
      const labels = first?.type === 'tabs' ? first.tabs.map((tab) => tab.label) : []
      // A wrapper tab around our own tabs would mean a second row of tabs in the admin.
      expect(JSON.stringify(labels)).toMatch(/^\[\{"cs":"Obsah".*"SEO"/)
      const panel = rest.find((field) => 'name' in field && field.name === 'prepublishChecks')
      expect(panel?.admin?.position).toBe('sidebar')
    }
  })
})
