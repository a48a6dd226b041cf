import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { adminGraphics, adminMeta } from '@/components/admin/adminBrand'

describe('the admin wears the company brand', () => {
  it('titles its pages in Czech with the company name', () => {
    expect(adminMeta.titleSuffix).toBe('– Administrace Software602')
  })

  it('uses the site’s favicon: the very file the site serves', () => {
    expect(adminMeta.icons.map((icon) => icon.url)).toEqual(['/admin/icon.svg'])
    expect(readFileSync(`public${adminMeta.icons[0]!.url}`, 'utf8')).toBe(
      readFileSync('src/app/(site)/icon.svg', 'utf8'),
    )
  })

  it('shows the company logo and mark instead of Payload’s', () => {
    expect(Object.keys(adminGraphics).sort()).toEqual(['Icon', 'Logo'])
  })
})
