import type { FormBlock } from '@/payload-types'
import { HOME_PATH, urlOfPagePath } from '@/lib/routes/pagePath'

import { getHomepage } from './getHomepage'
import { getPageByPath } from './getPageByPath'

export type EnquiryFormBlock = {
  /** The page's address on the site (`/`, `/kontakt`). */
  pageUrl: string
  /** The published form block with that id on the page, or null when the page has none. */
  block: FormBlock | null
}

/**
 * A form block as the published CMS content has it, found by the page's path (`home` for the
 * homepage) and the block's id that the form posts back: the same cached reads the page was
 * rendered from, so a post costs no query of its own; a path no page has costs none at all.
 * Null when no published page has the path.
 */
export async function getEnquiryFormBlock(
  pagePath: string,
  blockId: string,
): Promise<EnquiryFormBlock | null> {
  const page = pagePath === HOME_PATH ? await getHomepage(null) : await getPageByPath(pagePath)
  if (!page) return null
  const block = page.layout?.find(
    (candidate): candidate is FormBlock =>
      candidate.blockType === 'form' &&
      typeof candidate.id === 'string' &&
      candidate.id === blockId,
  )
  return { pageUrl: urlOfPagePath(pagePath), block: block ?? null }
}
