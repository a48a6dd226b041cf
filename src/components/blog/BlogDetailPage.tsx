import { notFound } from 'next/navigation'

import { PageIntro } from '@/components/content/PageIntro'
import { ProviderImage } from '@/components/content/ProviderImage'
import { RichHtml } from '@/components/content/RichHtml'
import { Section } from '@/components/content/Section'
import { ErrorState } from '@/components/content/StatusMessage'
import { ReportedProviderFailure } from '@/components/siteStatus/ReportedProviderFailure'
import { Tags } from '@/components/content/Tags'
import { JsonLd } from '@/components/seo/JsonLd'
import { formatDate, isoDay } from '@/lib/dates/formatPragueDate'
import { blogPostingLd } from '@/lib/seo/structuredData'
import { relatedBlogPosts } from '@/provider/helpers/relatedBlogPosts'
import { readBlogPost, readBlogPosts } from '@/provider/server/providerReaders'

import article from '../content/Article.module.css'
import { BlogGrid } from './BlogCard'

export const RELATED_BLOG_POSTS = 3

export async function BlogDetailPage({ slug }: { slug: string }) {
  const { data: post, error } = await readBlogPost(slug)
  if (!post && !error) notFound()
  if (!post) {
    return (
      <>
        <PageIntro title="Článek" back={{ href: '/blog', label: 'Všechny články' }} />
        <Section>
          <ErrorState title="Článek se nepodařilo načíst." message={error} />
          <ReportedProviderFailure error={error} />
        </Section>
      </>
    )
  }
  // a failed list costs only the related posts: the article stays, the global notice says why
  const { data: posts, error: relatedError } = await readBlogPosts()
  const related = relatedBlogPosts(posts, post, RELATED_BLOG_POSTS)
  const path = `/blog/${post.slug}`
  return (
    <>
      <JsonLd data={blogPostingLd(post, path)} />
      <PageIntro
        eyebrow="Blog"
        title={post.title}
        back={{ href: '/blog', label: 'Všechny články' }}
      >
        <div className={article.meta}>
          <time dateTime={isoDay(post.created)}>{formatDate(post.created)}</time>
          <Tags names={post.tags.map((tag) => tag.name)} />
        </div>
      </PageIntro>
      <div className={article.layout}>
        <article className={article.article}>
          {post.imageUrl ? (
            <ProviderImage
              className={article.cover}
              src={post.imageUrl}
              alt={post.imageAlt}
              width={1280}
              height={720}
              eager
            />
          ) : null}
          {post.perex ? <p className={article.perex}>{post.perex}</p> : null}
          <RichHtml html={post.bodyHtml} />
        </article>
      </div>
      {related.length > 0 ? (
        <Section tone="muted" title="Mohlo by vás zajímat" titleId="related-posts">
          <BlogGrid posts={related} />
        </Section>
      ) : null}
      <ReportedProviderFailure error={relatedError} />
    </>
  )
}
