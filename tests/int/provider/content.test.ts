import { describe, expect, it } from 'vitest'

import {
  hostOverflow,
  UPCOMING_CARD_HOSTS,
  RECORDING_CARD_HOSTS,
} from '@/provider/helpers/hostOverflow'
import { isNationalCaseStudy } from '@/provider/helpers/isNationalCaseStudy'
import { type CacheWrapper, createProviderReaders } from '@/provider/server/createProviderReaders'
import { UPCOMING_EVENT_TYPES } from '@/provider/events/rules'

import { sandboxForFile } from './sandboxHarness'

const sandbox = sandboxForFile()

describe('public content against the sandbox', () => {
  it('lists active blog posts only, with absolute image addresses the sandbox serves', async () => {
    const posts = await sandbox.client().getBlogPosts()
    expect(posts.length).toBeGreaterThanOrEqual(10)
    expect(posts.map((post) => post.slug)).not.toContain('pripravujeme-novy-signer')
    for (const post of posts) {
      expect(post.created).toBeInstanceOf(Date)
      expect(post.imageUrl?.startsWith(sandbox.url())).toBe(true)
      expect(post.tags.length).toBeGreaterThan(0)
    }
    const image = await fetch(posts[0]?.imageUrl ?? '')
    expect(image.headers.get('content-type')).toBe('image/png')
    const bytes = new Uint8Array(await image.arrayBuffer())
    expect([...bytes.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG')
  })

  it('reads one blog post with its HTML body; draft and unknown slugs are null', async () => {
    const api = sandbox.client()
    const post = await api.getBlogPost('jak-na-kvalifikovany-elektronicky-podpis-v-roce-2025')
    expect(post?.bodyHtml).toContain('<p>')
    expect(await api.getBlogPost('pripravujeme-novy-signer')).toBeNull()
    expect(await api.getBlogPost('neexistuje')).toBeNull()
  })

  it('lists case studies of both audiences including the national ones', async () => {
    const studies = await sandbox.client().getCaseStudies()
    expect(new Set(studies.map((study) => study.designation))).toEqual(
      new Set(['public_sector', 'company']),
    )
    const national = studies.filter((study) => study.isNational).map((study) => study.slug)
    expect(national.sort()).toEqual(['cssz', 'czech-point', 'datove-schranky'])
    expect(studies.every((study) => study.clientLogoUrl && study.clientName)).toBe(true)
  })

  it('reads one case study; unknown is null', async () => {
    const study = await sandbox.client().getCaseStudy('cssz')
    expect(study).toMatchObject({ slug: 'cssz', isNational: isNationalCaseStudy('cssz') })
    expect(study?.bodyHtml).toContain('<p>')
    expect(await sandbox.client().getCaseStudy('neexistuje')).toBeNull()
  })

  it('splits webinars: every type present, sorted, stale upcoming hidden', async () => {
    const now = new Date()
    const { upcoming, past } = await sandbox.client().getWebinars(now)
    expect(new Set(upcoming.map((item) => item.type))).toEqual(new Set(UPCOMING_EVENT_TYPES))
    expect(new Set(past.map((item) => item.type))).toEqual(
      new Set(['past_webinar', 'past_live_conference']),
    )
    expect(upcoming.map((item) => item.slug)).not.toContain('eidas-2-co-prinese-firmam')
    const upcomingTimes = upcoming.map((item) => item.since.getTime())
    expect(upcomingTimes).toEqual([...upcomingTimes].sort((a, b) => a - b))
    const pastTimes = past.map((item) => item.since.getTime())
    expect(pastTimes).toEqual([...pastTimes].sort((a, b) => b - a))
    expect(
      upcoming.some(
        (item) => item.until && item.until.getTime() - item.since.getTime() > 86_400_000,
      ),
    ).toBe(true)
  })

  it('has host lists long enough for both overflow wordings, and embeddable recordings', async () => {
    const { upcoming, past } = await sandbox.client().getWebinars()
    const crowdedUpcoming = upcoming.find((item) => item.hosts.length > 7)
    expect(hostOverflow(crowdedUpcoming?.hosts ?? [], UPCOMING_CARD_HOSTS).label).toMatch(
      /dalších$/,
    )
    const crowdedRecording = past.find((item) => item.hosts.length > 6)
    expect(hostOverflow(crowdedRecording?.hosts ?? [], RECORDING_CARD_HOSTS).label).toMatch(
      /dalších$/,
    )
    expect(past.every((item) => item.videoEmbedUrl !== null)).toBe(true)
    expect(past.every((item) => item.hosts.every((host) => host.imageUrl))).toBe(true)
  })

  it('reads one webinar; unknown is null', async () => {
    const webinar = await sandbox.client().getWebinar('kulaty-stul-digitalizace-hr')
    expect(webinar?.hosts.length).toBe(9)
    expect(await sandbox.client().getWebinar('neexistuje')).toBeNull()
  })

  it('lists products with prices in koruny', async () => {
    const products = await sandbox.client().getProducts()
    expect(products.length).toBeGreaterThanOrEqual(4)
    expect(products.find((product) => product.internalId === 'SIGNER-1Y')?.priceCzk).toBe(990)
  })

  it('serves the page readers from the sandbox', async () => {
    const passThrough: CacheWrapper = (load) => load
    const api = sandbox.client()
    const readers = createProviderReaders({ transport: () => api.transport, cache: passThrough })
    expect((await readers.readBlogPosts()).data.length).toBeGreaterThan(0)
    expect((await readers.readWebinars()).data.upcoming.length).toBeGreaterThan(0)
    expect((await readers.readCaseStudy('czech-point')).data?.slug).toBe('czech-point')
    expect(await readers.readCaseStudy('neexistuje')).toEqual({ data: null, error: null })
    expect((await readers.readProducts()).error).toBeNull()
  })
})
