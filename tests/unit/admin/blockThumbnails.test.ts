import { existsSync, statSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { siteBlocks } from '@blocks/siteBlocks'

/** The block picker's pictures are committed files made by `npm run admin:block-images`. */
describe('every block has a picture in the admin block picker', () => {
  for (const block of siteBlocks) {
    it(block.slug, async () => {
      const thumbnail = block.admin?.images?.thumbnail
      expect(typeof thumbnail, 'admin.images.thumbnail').toBe('object')
      const { url, alt } = thumbnail as { url: string; alt?: string }
      expect(alt).toMatch(/^Náhled bloku „.+“/)
      const file = path.join('public', url)
      expect(existsSync(file), `${file} chybí: npm run admin:block-images`).toBe(true)
      // Small pictures only: the drawer loads all of them at once.
      expect(statSync(file).size).toBeLessThan(60 * 1024)
      const { width, height } = await sharp(file).metadata()
      expect(width).toBe(480)
      expect(height).toBe(320)
    })
  }
})
