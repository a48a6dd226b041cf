import type { Payload } from 'payload'

import { renderImage } from './homepageAssets/renderImage'
import { homepageSeed } from './homepageData/layout'
import { homepageMedia } from './homepageData/media'
import { type HomepageLayout, resolveRefs } from './homepageData/refs'
import { toLinkValue } from './pages'
import { portrait } from './portrait'

/** Uploads the homepage's files one after another (numbered file names), ids by key. */
async function uploadHomepageMedia(payload: Payload): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const [index, [key, spec]] of homepageMedia.entries()) {
    const isPng = 'portrait' in spec
    const data = isPng
      ? await portrait(spec.portrait.name, spec.portrait.colour)
      : await renderImage(spec.svg, { lossless: spec.lossless })
    const media = await payload.create({
      collection: 'media',
      data: { alt: spec.alt },
      file: {
        data,
        mimetype: isPng ? 'image/png' : 'image/webp',
        name: `uvodni-stranka-${index + 1}.${isPng ? 'png' : 'webp'}`,
        size: data.length,
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    ids.set(key, media.id)
  }
  return ids
}

/**
 * The full homepage for both audiences (homepageData/), published. Runs only while the homepage
 * has no blocks, so a marketer's edits are never overwritten. Links to seeded pages (ids by path)
 * are page links; other site paths and external addresses stay paths and URLs.
 */
export async function seedHomepage(
  payload: Payload,
  pageIds: Map<string, number> = new Map(),
): Promise<void> {
  const current = await payload.findGlobal({ slug: 'homepage', draft: true, overrideAccess: true })
  if (current.layout?.length) return
  const mediaIds = await uploadHomepageMedia(payload)
  const layout = resolveRefs<HomepageLayout>(homepageSeed.layout, {
    media: (key) => {
      const id = mediaIds.get(key)
      if (id === undefined) throw new Error(`The homepage seed has no file "${key}".`)
      return id
    },
    link: (to) => toLinkValue({ to }, pageIds),
  })

  await payload.updateGlobal({
    slug: 'homepage',
    data: { ...homepageSeed, layout, _status: 'published' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}
