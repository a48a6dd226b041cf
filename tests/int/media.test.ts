import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { createUser, testPayload } from '../support/payload'

const png = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0b3d91' } })
    .png()
    .toBuffer()

describe('media library', () => {
  it('stores a raster image with its alt text and generates the sizes', async () => {
    const payload = await testPayload()
    const editor = await createUser(payload, 'editor')
    const data = await png()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Modrá plocha' },
      file: { data, mimetype: 'image/png', name: 'plocha.png', size: data.length },
      overrideAccess: false,
      user: editor,
    })
    expect(media.alt).toBe('Modrá plocha')
    expect(media.sizes?.card?.width).toBe(640)
    expect(media.sizes?.card?.mimeType).toBe('image/webp')
  })

  it("keeps no bidirectional or invisible characters of an upload's name", async () => {
    const payload = await testPayload()
    const editor = await createUser(payload, 'editor')
    const data = await png()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Faktura' },
      file: {
        data,
        mimetype: 'image/png',
        name: 'faktura\u202Egnp\u200B\u2066.png',
        size: data.length,
      },
      overrideAccess: false,
      user: editor,
    })
    expect(media.filename).toBe('fakturagnp.png')
    expect(media.url).not.toMatch(/%E2%80/i)
  })

  it('requires alt text', async () => {
    const payload = await testPayload()
    const data = await png()
    await expect(
      payload.create({
        collection: 'media',
        data: {} as { alt: string },
        file: { data, mimetype: 'image/png', name: 'bez-popisu.png', size: data.length },
      }),
    ).rejects.toThrow(/alt/i)
  })

  it('refuses an alt text of spaces (issue 40), in Czech', async () => {
    const payload = await testPayload()
    const data = await png()
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: '   ' },
        file: { data, mimetype: 'image/png', name: 'mezery.png', size: data.length },
      }),
    ).rejects.toMatchObject({
      data: {
        errors: [{ path: 'alt', message: expect.stringContaining('Vyplňte alternativní text') }],
      },
    })
  })

  it('refuses SVG, which can carry scripts', async () => {
    const payload = await testPayload()
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'Obrázek se skriptem' },
        file: { data: svg, mimetype: 'image/svg+xml', name: 'zlo.svg', size: svg.length },
      }),
    ).rejects.toThrow()
    const { totalDocs } = await payload.count({
      collection: 'media',
      where: { filename: { equals: 'zlo.svg' } },
    })
    expect(totalDocs).toBe(0)
  })

  it('does not let anonymous visitors upload', async () => {
    const payload = await testPayload()
    const data = await png()
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'Anonymní' },
        file: { data, mimetype: 'image/png', name: 'anonym.png', size: data.length },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
