import { describe, expect, it } from 'vitest'

import {
  hostOverflow,
  RECORDING_CARD_HOSTS,
  UPCOMING_CARD_HOSTS,
} from '@/provider/helpers/hostOverflow'
import { relatedBlogPosts } from '@/provider/helpers/relatedBlogPosts'
import { relatedCaseStudies } from '@/provider/helpers/relatedCaseStudies'
import { toEmbedUrl } from '@/provider/helpers/toEmbedUrl'

const people = (count: number) => Array.from({ length: count }, (_, index) => `host ${index + 1}`)

describe('hostOverflow', () => {
  it.each([
    // upcoming cards: 3 photos, "dalších" when more than 7 hosts in total
    [UPCOMING_CARD_HOSTS, 2, 0, null],
    [UPCOMING_CARD_HOSTS, 3, 0, null],
    [UPCOMING_CARD_HOSTS, 4, 1, '+1 další'],
    [UPCOMING_CARD_HOSTS, 7, 4, '+4 další'],
    [UPCOMING_CARD_HOSTS, 8, 5, '+5 dalších'],
    [UPCOMING_CARD_HOSTS, 12, 9, '+9 dalších'],
    // recording cards: 2 photos, "dalších" when more than 6 hosts in total
    [RECORDING_CARD_HOSTS, 3, 1, '+1 další'],
    [RECORDING_CARD_HOSTS, 6, 4, '+4 další'],
    [RECORDING_CARD_HOSTS, 7, 5, '+5 dalších'],
  ])('shown %i of %i hosts: %i hidden, %s', (shown, total, hidden, label) => {
    const result = hostOverflow(people(total), shown)
    expect(result.visible).toHaveLength(Math.min(shown, total))
    expect(result.hiddenCount).toBe(hidden)
    expect(result.label).toBe(label)
  })

  it('keeps the first hosts visible', () => {
    expect(hostOverflow(people(5), 2).visible).toEqual(['host 1', 'host 2'])
  })
})

describe('toEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=Kq3vXp7LmZ2', 'https://www.youtube.com/embed/Kq3vXp7LmZ2'],
    [
      'https://youtube.com/watch?v=Kq3vXp7LmZ2&list=PL1',
      'https://www.youtube.com/embed/Kq3vXp7LmZ2',
    ],
    ['https://m.youtube.com/watch?v=Kq3vXp7LmZ2', 'https://www.youtube.com/embed/Kq3vXp7LmZ2'],
    ['https://youtu.be/Hj5kL0pQ2rT', 'https://www.youtube.com/embed/Hj5kL0pQ2rT'],
    ['https://youtu.be/Hj5kL0pQ2rT?t=90', 'https://www.youtube.com/embed/Hj5kL0pQ2rT?start=90'],
    [
      'https://www.youtube.com/watch?v=Kq3vXp7LmZ2&t=1m30s',
      'https://www.youtube.com/embed/Kq3vXp7LmZ2?start=90',
    ],
    ['https://www.youtube.com/shorts/Kq3vXp7LmZ2', 'https://www.youtube.com/embed/Kq3vXp7LmZ2'],
    ['https://www.youtube.com/live/Kq3vXp7LmZ2', 'https://www.youtube.com/embed/Kq3vXp7LmZ2'],
    ['https://www.youtube.com/embed/Kq3vXp7LmZ2', 'https://www.youtube.com/embed/Kq3vXp7LmZ2'],
    ['https://vimeo.com/824615937', 'https://player.vimeo.com/video/824615937'],
    [
      'https://vimeo.com/824615937/ab12cd34ef',
      'https://player.vimeo.com/video/824615937?h=ab12cd34ef',
    ],
    ['https://player.vimeo.com/video/824615937', 'https://player.vimeo.com/video/824615937'],
    ['  https://youtu.be/Hj5kL0pQ2rT  ', 'https://www.youtube.com/embed/Hj5kL0pQ2rT'],
  ])('%s', (link, expected) => {
    expect(toEmbedUrl(link)).toBe(expected)
  })

  it.each([
    null,
    undefined,
    '',
    'neni odkaz',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/UC123',
    'https://example.com/watch?v=Kq3vXp7LmZ2',
    'https://vimeo.com/channels/staffpicks',
  ])('gives null for %s', (link) => {
    expect(toEmbedUrl(link)).toBeNull()
  })
})

describe('relatedBlogPosts', () => {
  const post = (id: number, created: string) => ({ id, created: new Date(created) })
  const posts = [
    post(1, '2025-01-01'),
    post(2, '2025-03-01'),
    post(3, '2025-02-01'),
    post(4, '2025-04-01'),
  ]

  it('gives the newest posts except the current one', () => {
    expect(relatedBlogPosts(posts, { id: 4 }, 2).map((p) => p.id)).toEqual([2, 3])
    expect(relatedBlogPosts(posts, null, 3).map((p) => p.id)).toEqual([4, 2, 3])
  })

  it('handles counts larger than the list and zero or negative counts', () => {
    expect(relatedBlogPosts(posts, { id: 1 }, 10)).toHaveLength(3)
    expect(relatedBlogPosts(posts, { id: 1 }, 0)).toEqual([])
    expect(relatedBlogPosts(posts, { id: 1 }, -1)).toEqual([])
  })

  it('does not reorder the input', () => {
    relatedBlogPosts(posts, null, 4)
    expect(posts.map((p) => p.id)).toEqual([1, 2, 3, 4])
  })
})

describe('relatedCaseStudies', () => {
  const list = ['a', 'b', 'c', 'd', 'e'].map((slug) => ({ slug }))

  it('never includes the current one and returns at most count distinct items', () => {
    for (let run = 0; run < 50; run++) {
      const picked = relatedCaseStudies(list, 'c', 3)
      expect(picked).toHaveLength(3)
      expect(picked.map((item) => item.slug)).not.toContain('c')
      expect(new Set(picked.map((item) => item.slug)).size).toBe(3)
    }
  })

  it('is driven by the random source', () => {
    // random() = 0 always swaps with the first element
    expect(relatedCaseStudies(list, 'a', 4, () => 0).map((item) => item.slug)).toEqual([
      'c',
      'd',
      'e',
      'b',
    ])
    // random() just below 1 keeps the order
    expect(relatedCaseStudies(list, 'a', 4, () => 0.999).map((item) => item.slug)).toEqual([
      'b',
      'c',
      'd',
      'e',
    ])
  })

  it('handles an empty list and a list of only the current one', () => {
    expect(relatedCaseStudies([], 'a', 3)).toEqual([])
    expect(relatedCaseStudies([{ slug: 'a' }], 'a', 3)).toEqual([])
  })
})
