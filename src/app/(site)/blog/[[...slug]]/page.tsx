import type { Metadata } from 'next'

import { BlogDetailPage } from '@/components/blog/BlogDetailPage'
import { BlogListPage } from '@/components/blog/BlogListPage'
import { sectionContent, sectionMetadata } from '@/lib/routes/sectionRoute'
import { readBlogPost } from '@/provider/server/providerReaders'

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
  return sectionMetadata((await params).slug, {
    list: { title: 'Blog', description: LIST_DESCRIPTION, alternates: { canonical: '/blog' } },
    unavailableTitle: 'Blog',
    read: readBlogPost,
    item: (post) => ({
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
    }),
  })
}

export default async function BlogRoute({ params }: Props) {
  return sectionContent(
    (await params).slug,
    () => <BlogListPage />,
    (slug) => <BlogDetailPage slug={slug} />,
  )
}
