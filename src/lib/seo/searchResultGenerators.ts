import type { GenerateDescription, GenerateTitle, GenerateURL } from '@payloadcms/plugin-seo/types'

import type { Page } from '@/payload-types'
import { HOME_PATH, urlOfPagePath } from '@/lib/routes/pagePath'
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '@/lib/site'

import { absoluteUrl } from './absoluteUrl'
import { shortDescription, titleWithCompanyName } from './searchResultText'

/** The admin's form data of a page as the plugin sends it (possibly unsaved and incomplete). */
type PageDraft = Partial<Pick<Page, 'title' | 'path' | 'hero'>> | undefined

const isHomepage = (globalSlug: string | undefined) => globalSlug === 'homepage'

/**
 * "Generovat automaticky" and the search-result preview of the SEO plugin offer what the site
 * renders when the field is left empty (src/app/(site)/[[...slug]]/page.tsx): a page's name with
 * the company name, its lead, its canonical address; for `/` the layout's title and description
 * and the bare origin.
 */
export const generateSearchTitle: GenerateTitle<PageDraft> = ({ doc, globalConfig }) =>
  isHomepage(globalConfig?.slug) ? DEFAULT_TITLE : doc?.title ? titleWithCompanyName(doc.title) : ''

export const generateSearchDescription: GenerateDescription<PageDraft> = ({ doc, globalConfig }) =>
  isHomepage(globalConfig?.slug) ? DEFAULT_DESCRIPTION : shortDescription(doc?.hero?.lead ?? '')

export const generateSearchUrl: GenerateURL<PageDraft> = ({ doc, globalConfig }) =>
  absoluteUrl(urlOfPagePath(isHomepage(globalConfig?.slug) ? HOME_PATH : (doc?.path ?? '')))
