import type { Block } from 'payload'

/** Where a block's picture for the admin's block picker lives (made by `npm run admin:block-images`). */
export const blockThumbnailPath = (slug: string) => `/admin/blocks/${slug}.webp`

/**
 * What the admin shows of a block: a row label made of the block's own heading and audience
 * (./BlockRowLabel.tsx) and, in the block picker, a picture of the block as the
 * site renders it.
 */
export function withBlockAdmin(block: Block): Block {
  const singular = block.labels?.singular
  // Labels here are static ({ cs, en }): a label function could not travel to the client.
  const blockLabel = typeof singular === 'function' || !singular ? block.slug : singular
  const czechName = typeof blockLabel === 'object' ? (blockLabel.cs ?? block.slug) : blockLabel
  return {
    ...block,
    admin: {
      ...block.admin,
      components: {
        ...block.admin?.components,
        Label: {
          path: '@blocks/shared/BlockRowLabel#BlockRowLabel',
          clientProps: { blockLabel },
        },
      },
      images: {
        ...block.admin?.images,
        thumbnail: {
          url: blockThumbnailPath(block.slug),
          alt: `Náhled bloku „${czechName}“ tak, jak vypadá na webu`,
        },
      },
    },
  }
}
