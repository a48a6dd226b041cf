import fc from 'fast-check'
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { siteBlocks } from '@blocks/siteBlocks'

import { blockMainText, blockRowText } from '@blocks/shared/blockRowText'

const czechAudience = (audience: string) =>
  ({ companies: 'Firmy', publicAdministration: 'Veřejná správa' })[audience]
const names = (blockLabel: string) => ({ blockLabel, audienceLabel: czechAudience })

/** A Lexical document with one paragraph. */
const richText = (text: string) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] },
})

describe('a block row label: what the block is, its heading, its audience', () => {
  it('names a quote carousel for public administration as the issue asks', () => {
    const quotes = {
      blockType: 'quotes',
      heading: 'Co říkají úřady',
      audience: 'publicAdministration',
    }
    expect(blockRowText(quotes, names('Citace zákazníků'))).toBe(
      'Citace zákazníků · Co říkají úřady · veřejná správa',
    )
  })

  it('leaves out the audience of a block for both and an empty heading', () => {
    expect(blockRowText({ blockType: 'faq', heading: '', audience: 'both' }, names('FAQ'))).toBe(
      'FAQ',
    )
    expect(blockRowText({ blockType: 'cards', audience: 'companies' }, names('Karty'))).toBe(
      'Karty · firmy',
    )
  })

  it('uses the title of blocks that have one instead of a heading', () => {
    expect(blockMainText({ blockType: 'stripe', title: 'Vyzkoušejte zdarma' })).toBe(
      'Vyzkoušejte zdarma',
    )
    expect(blockMainText({ blockType: 'video', title: 'Showreel', heading: 'x' })).toBe('Showreel')
    expect(blockMainText({ blockType: 'form', label: 'Poptávka – HR' })).toBe('Poptávka – HR')
    expect(blockMainText({ blockType: 'audienceSwitch', legend: 'Řešení pro' })).toBe('Řešení pro')
  })

  it('names a text block without a heading by its first words', () => {
    expect(blockMainText({ blockType: 'content', richText: richText('  Úvodem  ') })).toBe('Úvodem')
    expect(blockMainText({ blockType: 'content', richText: { root: { children: [] } } })).toBe(
      undefined,
    )
  })

  it('gives unknown block types and non-text values no main text (never throws)', () => {
    expect(blockMainText({ blockType: 'nonsense', heading: 'x' })).toBe(undefined)
    expect(blockMainText({ blockType: 'quotes', heading: 42 })).toBe(undefined)
    expect(blockMainText({})).toBe(undefined)
  })

  it('finds a main text for every block of the library in its own fields', () => {
    // Fill each block's top-level text fields with their names: the chosen text must be one of
    // them, so a new block (or a renamed field) without a label choice fails here.
    for (const block of siteBlocks) {
      const texts = block.fields.filter(
        (field): field is Field & { name: string } =>
          'name' in field && (field.type === 'text' || field.type === 'textarea'),
      )
      const draft = Object.fromEntries(texts.map((field) => [field.name, `${field.name} text`]))
      const text = blockMainText({ blockType: block.slug, ...draft, richText: richText('obsah') })
      expect(text, block.slug).toMatch(/ text$|^obsah$/)
    }
  })

  it('is always one line of at most 80 characters of the block’s own text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (heading) => {
        const text = blockMainText({ blockType: 'quotes', heading })
        if (text === undefined) {
          expect(heading.trim()).toBe('')
          return
        }
        expect(text.length).toBeLessThanOrEqual(80)
        expect(text).not.toMatch(/\s{2}|\n|^\s|\s$/)
      }),
      { numRuns: 1000 },
    )
  })
})
