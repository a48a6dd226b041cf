import { describe, expect, it } from 'vitest'

import { isNationalCaseStudy } from '@/provider/helpers/isNationalCaseStudy'
import { mapCaseStudies } from '@/provider/mappers/caseStudy'
import { caseStudyListResponseSchema, caseStudyResponseSchema } from '@/provider/schemas/caseStudy'

const raw = {
  slug: 'czech-point',
  designation: 'public_sector',
  title: 'Czech POINT',
  client_name: 'Ministerstvo vnitra ČR',
  client_logo: { url: 'https://p.example/logo.png' },
  perex: 'Perex',
  body: '<p>Tělo</p>',
}

describe('case study schema', () => {
  it('accepts both designations', () => {
    const parsed = caseStudyListResponseSchema.parse({
      data: [raw, { ...raw, slug: 'firma', designation: 'company', client_logo: null }],
    })
    expect(parsed.data).toHaveLength(2)
  })

  it.each([
    ['unknown designation', { data: [{ ...raw, designation: 'nonprofit' }] }],
    ['missing client name', { data: [{ ...raw, client_name: undefined }] }],
    ['logo without url', { data: [{ ...raw, client_logo: {} }] }],
    ['data is a string', { data: 'nonsense' }],
  ])('rejects %s', (_label, body) => {
    expect(caseStudyListResponseSchema.safeParse(body).success).toBe(false)
  })

  it('accepts a detail bare or enveloped', () => {
    expect(caseStudyResponseSchema.parse({ data: raw }).slug).toBe('czech-point')
  })
})

describe('case study mapper', () => {
  it('maps to camelCase and flags the national slugs', () => {
    const parsed = caseStudyListResponseSchema.parse({
      data: [raw, { ...raw, slug: 'energie-vysocina', designation: 'company', client_logo: null }],
    })
    const [national, ordinary] = mapCaseStudies(parsed.data)
    expect(national).toEqual({
      slug: 'czech-point',
      designation: 'public_sector',
      title: 'Czech POINT',
      clientName: 'Ministerstvo vnitra ČR',
      clientLogoUrl: 'https://p.example/logo.png',
      perex: 'Perex',
      bodyHtml: '<p>Tělo</p>',
      imageUrl: null,
      isNational: true,
    })
    expect(ordinary).toMatchObject({ isNational: false, clientLogoUrl: null })
  })
})

describe('isNationalCaseStudy', () => {
  it.each([
    ['czech-point', true],
    ['datove-schranky', true],
    ['cssz', true],
    ['CSSZ', false],
    ['czech-point-2', false],
    ['', false],
  ])('%s -> %s', (slug, expected) => {
    expect(isNationalCaseStudy(slug)).toBe(expected)
  })
})
