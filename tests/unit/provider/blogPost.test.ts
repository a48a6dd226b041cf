import { describe, expect, it } from 'vitest'

import { mapBlogPostDetail, mapBlogPosts } from '@/provider/mappers/blogPost'
import {
  blogPostListResponseSchema,
  blogPostResponseSchema,
  type RawBlogPost,
} from '@/provider/schemas/blogPost'

const rawPost = {
  id: 7,
  slug: 'elektronicky-podpis',
  status: 'active',
  title: 'Elektronický podpis',
  perex: 'Krátce',
  body: '<p>Text</p>',
  image: { url: 'https://p.example/images/blog/x.png' },
  created: '2025-05-20T08:00:00.000Z',
  tags: [
    { id: 1, slug: 'eidas', name: 'eIDAS' },
    { id: 2, name: 'Novinky' },
  ],
}

describe('blog post schema', () => {
  it('accepts the list envelope and strips unknown fields', () => {
    const parsed = blogPostListResponseSchema.parse({ data: [{ ...rawPost, unknown: 1 }] })
    expect(parsed.data[0]).not.toHaveProperty('unknown')
  })

  it('accepts optional parts missing or null and defaults tags', () => {
    const { perex: _p, body: _b, image: _i, tags: _t, ...minimal } = rawPost
    const parsed = blogPostListResponseSchema.parse({ data: [{ ...minimal, image: null }] })
    expect(parsed.data[0]?.tags).toEqual([])
  })

  it.each([
    ['data is not a list', { data: 'nonsense' }],
    ['no envelope', [rawPost]],
    ['missing slug', { data: [{ ...rawPost, slug: undefined }] }],
    ['invalid date', { data: [{ ...rawPost, created: 'včera' }] }],
    ['tag without name', { data: [{ ...rawPost, tags: [{ id: 1 }] }] }],
    ['id is an object', { data: [{ ...rawPost, id: {} }] }],
  ])('rejects a malformed list: %s', (_label, body) => {
    expect(blogPostListResponseSchema.safeParse(body).success).toBe(false)
  })

  it('accepts a detail as the bare item or inside {data}', () => {
    expect(blogPostResponseSchema.parse(rawPost).slug).toBe(rawPost.slug)
    expect(blogPostResponseSchema.parse({ data: rawPost }).slug).toBe(rawPost.slug)
    expect(blogPostResponseSchema.safeParse({ data: null }).success).toBe(false)
  })
})

describe('blog post mapper', () => {
  const parsed = blogPostListResponseSchema.parse({
    data: [rawPost, { ...rawPost, id: 8, slug: 'koncept', status: 'draft' }],
  }).data

  it('drops posts that are not active and keeps the provider order', () => {
    const posts = mapBlogPosts([...parsed, { ...parsed[0], id: 9, slug: 'b' } as RawBlogPost])
    expect(posts.map((post) => post.id)).toEqual([7, 9])
  })

  it('maps to the domain shape', () => {
    const [post] = mapBlogPosts(parsed)
    expect(post).toEqual({
      id: 7,
      slug: 'elektronicky-podpis',
      title: 'Elektronický podpis',
      perex: 'Krátce',
      bodyHtml: '<p>Text</p>',
      imageUrl: 'https://p.example/images/blog/x.png',
      imageAlt: 'Elektronický podpis',
      created: new Date('2025-05-20T08:00:00.000Z'),
      tags: [
        { id: 1, slug: 'eidas', name: 'eIDAS' },
        { id: 2, slug: null, name: 'Novinky' },
      ],
    })
  })

  it('gives null for a missing or non-active detail', () => {
    expect(mapBlogPostDetail(null)).toBeNull()
    expect(mapBlogPostDetail(parsed[1] as RawBlogPost)).toBeNull()
    expect(mapBlogPostDetail(parsed[0] as RawBlogPost)?.slug).toBe('elektronicky-podpis')
  })
})
