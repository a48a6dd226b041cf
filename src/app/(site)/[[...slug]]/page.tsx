import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

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

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getPageByPath(pathOf((await params).slug))
  // The not-found boundary's own metadata is not applied when a page calls notFound().
  if (!page) return notFoundMetadata
  return { title: page.path === 'home' ? { absolute: page.title } : page.title }
}

export default async function ContentPage({ params }: Props) {
  const page = await getPageByPath(pathOf((await params).slug))
  if (!page) notFound()
  return (
    <article className="page">
      <h1>{page.title}</h1>
      {page.content ? <RichText data={page.content} /> : null}
    </article>
  )
}
