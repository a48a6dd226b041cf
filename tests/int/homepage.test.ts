import { describe, expect, it } from 'vitest'

import type { Homepage, Media } from '@/payload-types'
import { seedHomepage } from '@/seed/homepage'

import { createUser, testPayload } from '../support/payload'

type Block = NonNullable<Homepage['layout']>[number]

const ofType = <T extends Block['blockType']>(blocks: Block[], type: T) =>
  blocks.filter((block): block is Extract<Block, { blockType: T }> => block.blockType === type)

describe('homepage global', () => {
  it('the seed builds the full homepage for both audiences, published, with alt texts', async () => {
    const payload = await testPayload()
    await seedHomepage(payload)
    const homepage = await payload.findGlobal({ slug: 'homepage', depth: 1, overrideAccess: false })
    const blocks = homepage.layout ?? []

    expect(homepage._status).toBe('published')
    expect(blocks.map((block) => block.blockType)).toEqual(
      expect.arrayContaining([
        'introduction',
        'audienceSwitch',
        'crossingCards',
        'quotes',
        'caseStudyTeasers',
        'webinarsTeaser',
        'consultationBanner',
        'productAccordion',
        'newsWidget',
        'certifications',
        'contact',
        'stripe',
      ]),
    )
    // No demo video of another company: an editor adds the company's own showreel.
    expect(ofType(blocks, 'video')).toEqual([])
    for (const type of [
      'crossingCards',
      'quotes',
      'caseStudyTeasers',
      'productAccordion',
    ] as const) {
      const audiences = ofType(blocks, type).map((block) => block.audience)
      expect(audiences.sort(), type).toEqual(['companies', 'publicAdministration'])
    }
    for (const block of ofType(blocks, 'caseStudyTeasers'))
      expect(block.caseStudies).toHaveLength(3)
    for (const block of ofType(blocks, 'productAccordion')) {
      expect(block.items).toHaveLength(4)
      for (const item of block.items) expect((item.image as Media).alt.length).toBeGreaterThan(10)
    }
    const [companies, offices] = ofType(blocks, 'productAccordion')
    expect((companies!.items[0]!.image as Media).id).not.toBe(
      (offices!.items[0]!.image as Media).id,
    )

    const { docs: media } = await payload.find({ collection: 'media', limit: 200, depth: 0 })
    expect(media.length).toBeGreaterThan(20)
    for (const file of media) {
      expect(file.alt.trim(), file.filename ?? '').not.toBe('')
      expect(file.mimeType, file.filename ?? '').toMatch(/^image\/(webp|png)$/)
    }

    // Running the seed again leaves the homepage alone.
    await seedHomepage(payload)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(media.length)
  }, 180_000)

  it('the seeded homepage has its blocks in order, each with its heading and its own files', async () => {
    const payload = await testPayload()
    await seedHomepage(payload)
    const homepage = await payload.findGlobal({ slug: 'homepage', depth: 1, overrideAccess: true })
    const blocks = homepage.layout ?? []
    const headingOf = (block: Block) =>
      'heading' in block
        ? block.heading
        : 'title' in block
          ? block.title
          : 'legend' in block
            ? block.legend
            : undefined
    expect(blocks.map((block) => [block.blockType, block.audience, headingOf(block)])).toEqual([
      ['introduction', 'both', 'Jednodušeji. Digitálně.'],
      ['audienceSwitch', 'both', 'Řešení pro'],
      ['crossingCards', 'companies', 'Digitalizace pro firmy'],
      ['crossingCards', 'publicAdministration', 'Digitalizace pro úřady'],
      ['quotes', 'companies', 'Co o nás říkají zákazníci'],
      ['quotes', 'publicAdministration', 'Co o nás říkají zákazníci'],
      ['caseStudyTeasers', 'companies', 'Jak pomáháme firmám'],
      ['caseStudyTeasers', 'publicAdministration', 'Jak pomáháme úřadům'],
      ['webinarsTeaser', 'both', 'Nejbližší webináře a akce'],
      ['consultationBanner', 'both', 'Konzultace zdarma na 30 minut'],
      ['productAccordion', 'companies', 'Produkty pro firmy'],
      ['productAccordion', 'publicAdministration', 'Produkty pro veřejnou správu'],
      ['stripe', 'both', 'Potřebujete rychle podepsat dokument?'],
      ['newsWidget', 'both', 'Novinky ze Software602'],
      ['certifications', 'both', 'Certifikace'],
      ['contact', 'both', 'Ozvěte se nám'],
    ])
    // Each reference of the seed data reached its own file: a portrait shows its person, logos
    // their client, a screen its product.
    for (const item of ofType(blocks, 'quotes').flatMap((block) => block.items)) {
      expect((item.image as Media).alt).toContain(`${item.name}, `)
      expect((item.logoSmall as Media).alt).toBe((item.logo as Media).alt)
    }
    for (const item of ofType(blocks, 'productAccordion').flatMap((block) => block.items)) {
      expect((item.logo as Media).alt).toBe(`Logo ${item.title}`)
      expect((item.image as Media).alt).toContain(item.title.replace('602 ', ''))
    }
  }, 180_000)

  it('visitors see the published version only; editors save drafts for the live preview', async () => {
    const payload = await testPayload()
    const editor = await createUser(payload, 'editor')
    const published = await payload.findGlobal({ slug: 'homepage', overrideAccess: false })

    await payload.updateGlobal({
      slug: 'homepage',
      data: { meta: { title: 'Rozpracovaný titulek' } },
      draft: true,
      overrideAccess: false,
      user: editor,
    })

    const anonymous = await payload.findGlobal({ slug: 'homepage', overrideAccess: false })
    expect(anonymous.meta?.title).toBe(published.meta?.title)
    const draft = await payload.findGlobal({
      slug: 'homepage',
      draft: true,
      overrideAccess: false,
      user: editor,
    })
    expect(draft.meta?.title).toBe('Rozpracovaný titulek')
  })

  it('refuses a background that is not one of the named styles and anonymous edits', async () => {
    const payload = await testPayload()
    const editor = await createUser(payload, 'editor')
    const current = await payload.findGlobal({ slug: 'homepage', depth: 0, draft: true })
    const layout = (current.layout ?? []).map((block) =>
      block.blockType === 'stripe' ? { ...block, backgroundClass: 'neon-pink' } : block,
    ) as Block[]
    await expect(
      payload.updateGlobal({
        slug: 'homepage',
        data: { layout },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toThrow()
    await expect(
      payload.updateGlobal({
        slug: 'homepage',
        data: { meta: { title: 'Cizí' } },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
