import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'

import { HomePage } from '@/components/home/HomePage'
import { getHomepage } from '@/lib/cms/getHomepage'
import { getPageByPath } from '@/lib/cms/getPageByPath'

import { metadata as notFoundMetadata } from '../not-found'

type Props = { params: Promise<{ slug?: string[] }> }

// Rendered on the first request and then served from the cache; nothing is prerendered at build.
export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

const pathOf = (slug: string[] | undefined) => (slug?.length ? slug.join('/') : 'home')

/** The homepage global once it has blocks; until then the 'home' page document stands in. */
async function homepageFor(path: string) {
  if (path !== 'home') return null
  const homepage = await getHomepage((await draftMode()).isEnabled)
  return homepage.layout?.length ? homepage : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const path = pathOf((await params).slug)
  const homepage = await homepageFor(path)
  if (homepage) {
    return { title: { absolute: homepage.title }, description: homepage.description ?? undefined }
  }
  const page = await getPageByPath(path)
  // The not-found boundary's own metadata is not applied when a page calls notFound().
  if (!page) return notFoundMetadata
  return { title: page.path === 'home' ? { absolute: page.title } : page.title }
}

export default async function ContentPage({ params }: Props) {
  const path = pathOf((await params).slug)
  const homepage = await homepageFor(path)
  if (homepage) return <HomePage homepage={homepage} preview={(await draftMode()).isEnabled} />
  const page = await getPageByPath(path)
  if (!page) notFound()
  return (
    <article className="page">
      <h1>{page.title}</h1>
      {page.content ? <RichText data={page.content} /> : null}
    </article>
  )
}
