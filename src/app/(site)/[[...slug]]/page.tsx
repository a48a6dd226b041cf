import { RenderBlocks } from '@blocks/RenderBlocks'
import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'

import { HomePage } from './HomePage'
import { PageHeader } from '@/components/PageHeader/PageHeader'
import { LivePreviewListener } from '@/components/lazyIslands.client'
import { PreviewBar } from '@/components/Preview/PreviewBar'
import { findRedirect } from '@/lib/links/findRedirect'
import { getDraftAccess } from '@/cms/getDraftAccess'
import { getHomepage } from '@/cms/getHomepage'
import { getDraftPageByPath, getPageByPath } from '@/cms/getPageByPath'
import { getRedirects } from '@/cms/getRedirects'
import { env } from '@/lib/env'
import { exitPreviewUrl } from '@/lib/preview/exitPreviewUrl'
import { HOME_PATH, pagePathOfSegments, urlOfPagePath } from '@/lib/routes/pagePath'
import { notFoundMetadata } from '@/lib/seo/notFoundMetadata'
import { titleWithoutCompanyName } from '@/lib/seo/searchResultText'
import { COMPANY_NAME } from '@/lib/site'

type Props = { params: Promise<{ slug?: string[] }> }

// Rendered on the first request and then served from the cache; nothing is prerendered at build.
// Publishing expires the page's cache tags at once; the hour only bounds a banner's end date.
export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

/**
 * The staff user who sees drafts on this request, or null for the published versions. Draft mode
 * without a staff session is left through exit-preview, which drops the cookie (a render cannot)
 * and comes back here for the published page.
 */
async function draftViewerAt(segments: string[] | undefined) {
  const access = await getDraftAccess()
  if (access.kind === 'revoked') {
    redirect(exitPreviewUrl(`/${(segments ?? []).map(encodeURIComponent).join('/')}`))
  }
  return access.kind === 'drafts' ? access.user : null
}

async function loadPage(segments: string[] | undefined) {
  const path = pagePathOfSegments(segments)
  const viewer = await draftViewerAt(segments)
  const page = viewer ? await getDraftPageByPath(path, viewer) : await getPageByPath(path)
  return { path, page, viewer }
}

/** `/` is the homepage global (Úvodní stránka); pages cannot take its path (see codeRoutes.ts). */
async function homepageFor(segments: string[] | undefined) {
  if (pagePathOfSegments(segments) !== HOME_PATH) return null
  const viewer = await draftViewerAt(segments)
  return { homepage: await getHomepage(viewer), viewer }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const segments = (await params).slug
  const home = await homepageFor(segments)
  if (home) {
    const { homepage } = home
    const description = homepage.meta?.description || undefined
    return {
      // Without a title of its own `/` keeps the layout's default (DEFAULT_TITLE).
      title: homepage.meta?.title ? { absolute: homepage.meta.title } : undefined,
      description,
      alternates: { canonical: urlOfPagePath(HOME_PATH) },
      openGraph: {
        type: 'website',
        siteName: COMPANY_NAME,
        locale: 'cs_CZ',
        url: '/',
        description,
      },
    }
  }
  const { page } = await loadPage(segments)
  // The not-found boundary's own metadata is not applied when a page calls notFound().
  if (!page) return notFoundMetadata
  const url = urlOfPagePath(page.path)
  // meta.title is the whole <title> as the SEO tab previews it; without it the page's name gets
  // the company name from the layout's template.
  const title = page.meta?.title ? { absolute: page.meta.title } : page.title
  const ownName = page.meta?.title ? titleWithoutCompanyName(page.meta.title) : page.title
  const description = page.meta?.description || page.hero?.lead || undefined
  const image = typeof page.meta?.image === 'object' ? page.meta.image : null
  const ogImage = image?.sizes?.og?.url ? image.sizes.og : image
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: COMPANY_NAME,
      locale: page.language === 'en' ? 'en_GB' : 'cs_CZ',
      url,
      title: ownName,
      description,
      images: ogImage?.url
        ? [
            {
              url: ogImage.url,
              width: ogImage.width ?? undefined,
              height: ogImage.height ?? undefined,
              alt: image?.alt,
            },
          ]
        : undefined,
    },
    robots: page.meta?.noIndex ? { index: false, follow: true } : undefined,
  }
}

export default async function ContentPage({ params }: Props) {
  const segments = (await params).slug
  const home = await homepageFor(segments)
  if (home) {
    return (
      <>
        {home.viewer ? <DraftPreview url="/" /> : null}
        <HomePage homepage={home.homepage} />
      </>
    )
  }
  const { path, page, viewer } = await loadPage(segments)
  if (!page) {
    const target = findRedirect(await getRedirects(), urlOfPagePath(path))
    if (target?.permanent) permanentRedirect(target.href)
    if (target) redirect(target.href)
    notFound()
  }
  return (
    <>
      {viewer ? <DraftPreview url={urlOfPagePath(page.path)} /> : null}
      <article className="page" lang={page.language === 'en' ? 'en' : undefined}>
        <PageHeader page={page} />
        <RenderBlocks blocks={page.layout} pagePath={page.path} />
      </article>
    </>
  )
}

/** What an editor sees in draft mode: the notice, and the refresh after every admin save. */
function DraftPreview({ url }: { url: string }) {
  return (
    <>
      <PreviewBar url={url} />
      <LivePreviewListener serverURL={env().SITE_URL} />
    </>
  )
}
