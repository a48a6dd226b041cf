import { RenderBlocks } from '@blocks/RenderBlocks'
import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, permanentRedirect, redirect } from 'next/navigation'

import { HomePage } from '@/components/home/HomePage'
import { PageHeader } from '@/components/PageHeader/PageHeader'
import { LivePreviewListener } from '@/components/lazyIslands.client'
import { PreviewBar } from '@/components/Preview/PreviewBar'
import { findRedirect } from '@/lib/links/findRedirect'
import { getHomepage } from '@/cms/getHomepage'
import { getDraftPageByPath, getPageByPath } from '@/cms/getPageByPath'
import { getRedirects } from '@/cms/getRedirects'
import { HOME_PATH, pagePathOfSegments, urlOfPagePath } from '@/lib/routes/pagePath'
import { notFoundMetadata } from '@/lib/seo/notFoundMetadata'
import { COMPANY_NAME } from '@/lib/site'

type Props = { params: Promise<{ slug?: string[] }> }

// Rendered on the first request and then served from the cache; nothing is prerendered at build.
// Publishing expires the page's cache tags at once; the hour only bounds a banner's end date.
export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

async function loadPage(segments: string[] | undefined) {
  const path = pagePathOfSegments(segments)
  const { isEnabled: draft } = await draftMode()
  const page = draft ? await getDraftPageByPath(path) : await getPageByPath(path)
  return { path, page }
}

/** `/` is the homepage global (Úvodní stránka); pages cannot take its path (see codeRoutes.ts). */
async function homepageFor(path: string) {
  if (path !== HOME_PATH) return null
  return getHomepage((await draftMode()).isEnabled)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const segments = (await params).slug
  const homepage = await homepageFor(pagePathOfSegments(segments))
  if (homepage) {
    const description = homepage.description ?? undefined
    return {
      title: { absolute: homepage.title },
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
  const title = page.meta?.title || page.title
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
      title,
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
  const homepage = await homepageFor(pagePathOfSegments(segments))
  const { isEnabled: draft } = await draftMode()
  if (homepage) {
    return (
      <>
        {draft ? <DraftPreview url="/" /> : null}
        <HomePage homepage={homepage} />
      </>
    )
  }
  const { path, page } = await loadPage(segments)
  if (!page) {
    const target = findRedirect(await getRedirects(), urlOfPagePath(path))
    if (target?.permanent) permanentRedirect(target.href)
    if (target) redirect(target.href)
    notFound()
  }
  return (
    <>
      {draft ? <DraftPreview url={urlOfPagePath(page.path)} /> : null}
      <article className="page" lang={page.language === 'en' ? 'en' : undefined}>
        <PageHeader page={page} />
        <RenderBlocks blocks={page.layout} />
      </article>
    </>
  )
}

/** What an editor sees in draft mode: the notice, and the refresh after every admin save. */
function DraftPreview({ url }: { url: string }) {
  return (
    <>
      <PreviewBar url={url} />
      <LivePreviewListener />
    </>
  )
}
