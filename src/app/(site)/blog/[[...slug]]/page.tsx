import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BlogDetailPage } from '@/components/blog/BlogDetailPage'
import { BlogListPage } from '@/components/blog/BlogListPage'
import { readBlogPost } from '@/provider/server/providerReaders'

import { metadata as notFoundMetadata } from '../../not-found'

type Props = { params: Promise<{ slug?: string[] }> }

// One optional catch-all serves the list and the detail, so that neither is prerendered at
// build (no provider there): both render on the first request, then come from the cache.
// a literal: Next reads it statically; equals PROVIDER_REVALIDATE_SECONDS
export const revalidate = 60
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

const LIST_DESCRIPTION =
  'Články o elektronickém podpisu, eIDAS, datových schránkách a digitalizaci HR od Software602.'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  if (!slug?.length) {
    return { title: 'Blog', description: LIST_DESCRIPTION, alternates: { canonical: '/blog' } }
  }
  if (slug.length > 1) return notFoundMetadata
  const { data: post, error } = await readBlogPost(slug[0]!)
  // The not-found boundary's own metadata is not applied when a page calls notFound().
  if (!post) return error ? { title: 'Blog', robots: { index: false } } : notFoundMetadata
  return {
    title: post.title,
    description: post.perex || LIST_DESCRIPTION,
    alternates: { canonical: `/blog/${post.slug}` },
    openGraph: {
      type: 'article',
      title: post.title,
      description: post.perex,
      publishedTime: post.created.toISOString(),
      images: post.imageUrl ? [post.imageUrl] : undefined,
    },
  }
}

export default async function BlogRoute({ params }: Props) {
  const { slug } = await params
  if (!slug?.length) return <BlogListPage />
  if (slug.length > 1) notFound()
  return <BlogDetailPage slug={slug[0]!} />
}
