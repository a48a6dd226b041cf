import config from '@payload-config'
import { handleEndpoints } from 'payload'
import { describe, expect, it } from 'vitest'

import { seedJobPostings } from '@/seed/jobPostings'
import { PRESS_RELEASE_SEEDS, seedPressReleases } from '@/seed/pressReleases'

import { createUser, testPayload } from '../support/payload'

const rest = (url: string) => {
  const request = new Request(`http://127.0.0.1${url}`)
  return handleEndpoints({ config, path: new URL(request.url).pathname, request })
}

const totalDocs = async (response: Response) =>
  ((await response.json()) as { totalDocs: number }).totalDocs

describe('press releases and job postings', () => {
  it('the seed is idempotent and anonymous visitors see only published entries', async () => {
    const payload = await testPayload()
    await seedPressReleases(payload)
    await seedPressReleases(payload)
    await seedJobPostings(payload)

    const all = await payload.find({ collection: 'press-releases', draft: true, limit: 100 })
    expect(all.totalDocs).toBe(PRESS_RELEASE_SEEDS.length)

    const published = PRESS_RELEASE_SEEDS.filter((seed) => seed.status === 'published').length
    expect(await totalDocs(await rest('/api/press-releases?limit=100'))).toBe(published)
    expect(await totalDocs(await rest('/api/press-releases?limit=100&draft=true'))).toBe(published)
    expect(
      await totalDocs(
        await rest(
          '/api/job-postings?where[slug][equals]=obchodni-manazer-verejna-sprava&draft=true',
        ),
      ),
    ).toBe(0)
    expect(
      await totalDocs(
        await rest('/api/job-postings?where[slug][equals]=senior-typescript-vyvojar'),
      ),
    ).toBe(1)

    const editor = await createUser(payload, 'editor')
    const drafts = await payload.find({
      collection: 'job-postings',
      where: { slug: { equals: 'obchodni-manazer-verejna-sprava' } },
      draft: true,
      overrideAccess: false,
      user: editor,
    })
    expect(drafts.totalDocs).toBe(1)
  })

  it('anonymous visitors cannot write', async () => {
    const request = new Request('http://127.0.0.1/api/press-releases', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'x',
        slug: 'x',
        publishedAt: new Date().toISOString(),
        perex: 'x',
      }),
    })
    const response = await handleEndpoints({ config, path: '/api/press-releases', request })
    expect(response.status).toBe(403)
  })

  it('rejects a slug with diacritics or spaces', async () => {
    const payload = await testPayload()
    await expect(
      payload.create({
        collection: 'job-postings',
        data: {
          title: 'Účetní',
          slug: 'účetní pozice',
          publishedAt: new Date().toISOString(),
          location: 'Praha',
          employmentType: 'full-time',
          perex: 'Popis',
          contactEmail: 'kariera@602.cz',
          _status: 'published',
        },
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow()
  })
})
