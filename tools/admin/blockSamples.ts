import type { Page } from '../../src/payload-types'

type LayoutBlock = NonNullable<Page['layout']>[number]
type BlockType = LayoutBlock['blockType']

/** The temporary page that holds blocks no seeded page has (deleted after the pictures). */
export const SAMPLE_PAGE_PATH = 'ukazka-bloku-pro-administraci'

/**
 * Sample content for blocks that no seeded page uses, so the admin's block picker still shows
 * them as the site renders them (tools/admin/blockImages.ts). `mediaId`: a seeded image.
 */
export const blockSamples: {
  [T in BlockType]?: (mediaId: number) => Extract<LayoutBlock, { blockType: T }>
} = {
  video: (mediaId) => ({
    blockType: 'video',
    backgroundClass: 'light',
    title: 'Podívejte se, jak podepisujeme dokumenty',
    perex: 'Dvě minuty o tom, jak s naším řešením podepíšete smlouvu odkudkoli.',
    embededVideoLink: 'https://www.youtube.com/watch?v=AbCdEfGhIjK',
    // No target: the link leads to the signing site of the site settings, as on the homepage.
    videoLink: { type: 'page' },
    videoLinkText: 'Chci podepsat dokument',
    placeholderImage: mediaId,
  }),
}
