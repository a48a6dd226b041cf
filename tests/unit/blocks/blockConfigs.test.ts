import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { CrossingCardsBlockConfig } from '@blocks/CrossingCards/config'
import { IntroductionBlockConfig } from '@blocks/Introduction/config'
import { ProductAccordionBlockConfig } from '@blocks/ProductAccordion/config'
import { QuotesBlockConfig } from '@blocks/Quotes/config'
import { backgroundClasses } from '@blocks/shared/backgroundClassField'
import { StripeBlockConfig } from '@blocks/Stripe/config'
import { VideoBlockConfig } from '@blocks/Video/config'
import { siteBlocks } from '@blocks/siteBlocks'

/** Named data fields, with layout-only rows flattened. */
function dataFields(fields: Field[]): Array<Field & { name: string }> {
  return fields.flatMap((field) =>
    'name' in field
      ? [field as Field & { name: string }]
      : 'fields' in field
        ? dataFields(field.fields)
        : [],
  )
}

function fieldMap(fields: Field[]) {
  return new Map(dataFields(fields).map((field) => [field.name, field]))
}

function arrayItemFields(fields: Field[], name: string) {
  const field = fieldMap(fields).get(name)
  if (!field || field.type !== 'array') throw new Error(`${name} is not an array field`)
  return fieldMap(field.fields)
}

const typeOf = (fields: Map<string, Field>, name: string) => fields.get(name)?.type

describe('homepage block configs: the shapes of spec section 3', () => {
  it('quote item: image, quote (rich text), name, position (rich text), logo, logoSmall', () => {
    const item = arrayItemFields(QuotesBlockConfig.fields, 'items')
    expect([...item.keys()]).toEqual(['image', 'quote', 'name', 'position', 'logo', 'logoSmall'])
    expect(typeOf(item, 'quote')).toBe('richText')
    expect(typeOf(item, 'position')).toBe('richText')
    expect(typeOf(item, 'name')).toBe('text')
    for (const upload of ['image', 'logo', 'logoSmall']) expect(typeOf(item, upload)).toBe('upload')
  })

  it('crossing card: image, heading, text, linkText, linkPath (with href: one link)', () => {
    // The spec's linkPath (on the site) and href (external) are one link group, named linkPath.
    const card = arrayItemFields(CrossingCardsBlockConfig.fields, 'cards')
    expect([...card.keys()]).toEqual(['image', 'heading', 'text', 'linkText', 'linkPath'])
    expect(typeOf(card, 'image')).toBe('upload')
    expect(typeOf(card, 'linkPath')).toBe('group')
  })

  it('accordion item: logo, answer (rich text), wide/wider flags and the product image', () => {
    const item = arrayItemFields(ProductAccordionBlockConfig.fields, 'items')
    for (const name of ['logo', 'answer', 'wide', 'wider', 'image'])
      expect(item.has(name)).toBe(true)
    expect(typeOf(item, 'answer')).toBe('richText')
    expect(typeOf(item, 'wide')).toBe('checkbox')
    expect(typeOf(item, 'wider')).toBe('checkbox')
    expect(typeOf(item, 'image')).toBe('upload')
  })

  it('video block: title, perex, embededVideoLink, videoLink, placeholderImage, backgroundClass', () => {
    const fields = fieldMap(VideoBlockConfig.fields)
    for (const name of [
      'title',
      'perex',
      'embededVideoLink',
      'videoLink',
      'placeholderImage',
      'backgroundClass',
    ]) {
      expect(fields.has(name), name).toBe(true)
    }
    expect(typeOf(fields, 'placeholderImage')).toBe('upload')
  })

  it('introduction block: backgroundClass, heading, text, buttonText, buttonURL, pushConsultationDlp', () => {
    const fields = fieldMap(IntroductionBlockConfig.fields)
    for (const name of [
      'backgroundClass',
      'heading',
      'text',
      'buttonText',
      'buttonURL',
      'pushConsultationDlp',
    ]) {
      expect(fields.has(name), name).toBe(true)
    }
    expect(typeOf(fields, 'pushConsultationDlp')).toBe('checkbox')
  })

  it('stripe: backgroundClass, title, buttonClass, buttonText, buttonPath', () => {
    const fields = fieldMap(StripeBlockConfig.fields)
    for (const name of ['backgroundClass', 'title', 'buttonClass', 'buttonText', 'buttonPath']) {
      expect(fields.has(name), name).toBe(true)
    }
    expect(typeOf(fields, 'buttonClass')).toBe('select')
  })

  it('background classes are a choice of named styles, never free text', () => {
    for (const block of siteBlocks) {
      const field = fieldMap(block.fields).get('backgroundClass')
      if (!field) continue
      expect(field.type, block.slug).toBe('select')
      if (field.type !== 'select') continue
      const values = field.options.map((option) =>
        typeof option === 'string' ? option : option.value,
      )
      expect(values, block.slug).toEqual([...backgroundClasses])
    }
  })

  it('every block of the library is marked for one audience or both (default both)', () => {
    expect(siteBlocks).toHaveLength(21)
    for (const block of siteBlocks) {
      const field = fieldMap(block.fields).get('audience')
      expect(field?.type, block.slug).toBe('select')
      if (field?.type !== 'select') continue
      expect(field.defaultValue, block.slug).toBe('both')
      const values = field.options.map((option) =>
        typeof option === 'string' ? option : option.value,
      )
      expect(values, block.slug).toEqual(['both', 'companies', 'publicAdministration'])
      expect(block.interfaceName, block.slug).toMatch(/Block$/)
    }
  })

  it('links accept a site path or an https address only', () => {
    const link = fieldMap(IntroductionBlockConfig.fields).get('buttonURL')
    if (!link || link.type !== 'group') throw new Error('buttonURL is not a link group')
    const target = fieldMap(link.fields)
    type Validate = (value: string, options: { siblingData: { type: string } }) => true | string
    const validate = (type: 'path' | 'url', value: string) =>
      (target.get(type) as { validate: Validate }).validate(value, { siblingData: { type } })
    expect(validate('path', '/konzultace')).toBe(true)
    expect(validate('url', 'https://signer.software602.cz')).toBe(true)
    expect(validate('url', 'javascript:alert(1)')).toMatch(/https/)
    expect(validate('path', 'javascript:alert(1)')).toMatch(/lomítkem/)
    expect(validate('path', 'konzultace')).toMatch(/lomítkem/)
  })

  it('every navigation link of a block is the one link group (page, path or url)', () => {
    const linkNames = ['buttonURL', 'buttonPath', 'linkPath', 'videoLink', 'fallbackUrl']
    const linkFieldsOf = (fields: Field[]): Field[] =>
      dataFields(fields).flatMap((field) =>
        field.type === 'array'
          ? linkFieldsOf(field.fields)
          : linkNames.includes(field.name)
            ? [field]
            : [],
      )
    const links = siteBlocks.flatMap((block) =>
      linkFieldsOf(block.fields).map((field) => ({ block: block.slug, field })),
    )
    expect(links.map(({ block }) => block).sort()).toEqual([
      'consultationBanner',
      'contact',
      'crossingCards',
      'introduction',
      'newsWidget',
      'productAccordion',
      'stripe',
      'video',
    ])
    for (const { block, field } of links) {
      expect(field.type, block).toBe('group')
      if (field.type !== 'group') continue
      expect([...fieldMap(field.fields).keys()], block).toEqual(
        expect.arrayContaining(['type', 'page', 'path', 'url', 'newTab']),
      )
    }
    // The video's own address is what the player embeds, not a link: it stays checked text.
    expect(typeOf(fieldMap(VideoBlockConfig.fields), 'embededVideoLink')).toBe('text')
  })
})
