import { describe, expect, it } from 'vitest'

import { mapWebinar, mapWebinarLists } from '@/provider/mappers/webinar'
import { webinarListResponseSchema, webinarResponseSchema } from '@/provider/schemas/webinar'

function raw(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    slug: 'webinar',
    title: 'Webinář',
    type: 'upcoming_webinar',
    since: '2025-06-10T08:00:00.000Z',
    until: '2025-06-10T09:00:00.000Z',
    duration: 60,
    registration_link: 'https://site.example/registrace',
    description: '<p>Popis</p>',
    tags: [{ slug: 'eidas', name: 'eIDAS' }, { slug: 'hr' }],
    hosts: [{ id: 3, name: 'Jana Nováková', image: { url: 'https://p.example/h/3.png' } }],
    ...overrides,
  }
}

describe('webinar schema', () => {
  it('accepts any type string and missing optional parts', () => {
    const parsed = webinarListResponseSchema.parse({
      data: [
        raw({ type: 'workshop', until: null, duration: '2 h', hosts: undefined, tags: undefined }),
      ],
    })
    expect(parsed.data[0]).toMatchObject({ type: 'workshop', hosts: [], tags: [] })
  })

  it.each([
    ['invalid since', raw({ since: 'zítra' })],
    ['host without name', raw({ hosts: [{ id: 1 }] })],
    ['tag without slug', raw({ tags: [{ name: 'x' }] })],
    ['no type', raw({ type: undefined })],
  ])('rejects %s', (_label, item) => {
    expect(webinarListResponseSchema.safeParse({ data: [item] }).success).toBe(false)
  })

  it('rejects garbage bodies', () => {
    expect(webinarListResponseSchema.safeParse({ data: 'nonsense' }).success).toBe(false)
    expect(webinarResponseSchema.safeParse({ data: 'nonsense' }).success).toBe(false)
  })
})

describe('webinar mapper', () => {
  it('maps dates to Date, hosts and tags to the domain shape', () => {
    const webinar = mapWebinar(webinarResponseSchema.parse(raw()))
    expect(webinar).toMatchObject({
      isUpcoming: true,
      since: new Date('2025-06-10T08:00:00.000Z'),
      until: new Date('2025-06-10T09:00:00.000Z'),
      registrationLink: 'https://site.example/registrace',
      videoEmbedUrl: null,
      descriptionHtml: '<p>Popis</p>',
      tags: [
        { slug: 'eidas', name: 'eIDAS' },
        { slug: 'hr', name: 'hr' },
      ],
      hosts: [
        { id: 3, name: 'Jana Nováková', position: null, imageUrl: 'https://p.example/h/3.png' },
      ],
    })
  })

  it('gives recordings the embed address of their video page', () => {
    const recording = mapWebinar(
      webinarResponseSchema.parse(
        raw({
          type: 'past_webinar',
          registration_link: 'https://www.youtube.com/watch?v=Kq3vXp7LmZ2',
        }),
      ),
    )
    expect(recording.isUpcoming).toBe(false)
    expect(recording.videoEmbedUrl).toBe('https://www.youtube.com/embed/Kq3vXp7LmZ2')
  })

  it('splits and sorts lists at a given moment', () => {
    const items = webinarListResponseSchema.parse({
      data: [
        raw({ id: 1, type: 'past_webinar', since: '2025-01-01T08:00:00Z', until: null }),
        raw({ id: 2, type: 'event', since: '2025-07-01T08:00:00Z', until: null }),
        raw({ id: 3, type: 'past_live_conference', since: '2025-03-01T08:00:00Z' }),
        raw({ id: 4, type: 'upcoming_webinar', since: '2025-06-20T08:00:00Z', until: null }),
        raw({ id: 5, type: 'upcoming_webinar', since: '2025-05-01T08:00:00Z', until: null }),
      ],
    }).data
    const lists = mapWebinarLists(items, new Date('2025-06-01T00:00:00Z'))
    expect(lists.upcoming.map((item) => item.id)).toEqual([4, 2])
    expect(lists.past.map((item) => item.id)).toEqual([3, 1])
  })
})
