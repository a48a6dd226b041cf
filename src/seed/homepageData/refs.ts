import type { Homepage, Media } from '@/payload-types'

/** A media field of seed data: the key of a file of `homepageMedia`, uploaded by the loader. */
export type MediaRef = { $media: string }
/** A link field of seed data: a site path or an address; a page link once that page exists. */
export type LinkRef = { $link: string }

type LinkValue = { type: 'page' | 'path' | 'url' }
type RichTextValue = { root: unknown }

/**
 * A generated type whose media fields may hold a `MediaRef` and whose link fields a `LinkRef`
 * (seed data written before any file or page id exists).
 */
export type WithRefs<T> = T extends Media
  ? MediaRef
  : T extends RichTextValue
    ? T
    : T extends LinkValue
      ? LinkRef | T
      : T extends (infer Item)[]
        ? WithRefs<Item>[]
        : T extends object
          ? { [Key in keyof T]: WithRefs<T[Key]> }
          : T

export type HomepageLayout = NonNullable<Homepage['layout']>
export type HomepageBlock<T extends HomepageLayout[number]['blockType']> = WithRefs<
  Extract<HomepageLayout[number], { blockType: T }>
>

export const media = (key: string): MediaRef => ({ $media: key })
export const link = (to: string): LinkRef => ({ $link: to })

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The seed data with every reference replaced by what the resolvers return for it. */
export function resolveRefs<T>(
  value: WithRefs<T>,
  resolve: { media: (key: string) => number; link: (to: string) => unknown },
): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (!isObject(node)) return node
    if (typeof node.$media === 'string') return resolve.media(node.$media)
    if (typeof node.$link === 'string') return resolve.link(node.$link)
    return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item)]))
  }
  return walk(value) as T
}
