import Link from 'next/link'

import { ProviderImage } from '@/components/content/ProviderImage'
import { Tags } from '@/components/content/Tags'
import { formatDate, isoDay } from '@/lib/dates/formatPragueDate'
import type { BlogPost } from '@/provider'

import card from '../content/Card.module.css'

export function BlogCard({ post }: { post: BlogPost }) {
  return (
    <article className={card.card} data-testid="blog-card">
      {post.imageUrl ? (
        <ProviderImage className={card.media} src={post.imageUrl} alt="" width={640} height={360} />
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

export function BlogGrid({ posts }: { posts: BlogPost[] }) {
  return (
    <ul className={card.grid}>
      {posts.map((post) => (
        <li key={post.id}>
          <BlogCard post={post} />
        </li>
      ))}
    </ul>
  )
}
