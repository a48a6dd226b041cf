import Link from 'next/link'

import { CARD_IMAGE_SIZES, ProviderImage } from '@/components/content/ProviderImage'
import { Tags } from '@/components/content/Tags'
import { formatDate, isoDay } from '@/lib/dates/formatPragueDate'
import type { BlogPost } from '@/provider/mappers/blogPost'

import card from '../content/Card.module.css'

export function BlogCard({ post, eager = false }: { post: BlogPost; eager?: boolean }) {
  return (
    <article className={card.card} data-testid="blog-card">
      {post.imageUrl ? (
        <ProviderImage
          className={card.media}
          src={post.imageUrl}
          alt=""
          width={640}
          height={360}
          sizes={CARD_IMAGE_SIZES}
          eager={eager}
        />
      ) : null}
      <div className={card.body}>
        <p className={card.meta}>
          <time dateTime={isoDay(post.created)}>{formatDate(post.created)}</time>
        </p>
        <h3 className={card.title}>
          <Link href={`/blog/${post.slug}`}>{post.title}</Link>
        </h3>
        {post.perex ? <p className={card.text}>{post.perex}</p> : null}
        <div className={card.footer}>
          <Tags names={post.tags.map((tag) => tag.name)} />
        </div>
      </div>
    </article>
  )
}

/** `eagerFirst`: the grid opens the page, so its first image is the likely LCP element. */
export function BlogGrid({
  posts,
  eagerFirst = false,
}: {
  posts: BlogPost[]
  eagerFirst?: boolean
}) {
  return (
    <ul className={card.grid}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <BlogCard post={post} eager={eagerFirst && index === 0} />
        </li>
      ))}
    </ul>
  )
}
