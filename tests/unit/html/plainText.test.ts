import { describe, expect, it } from 'vitest'

import { plainText } from '@/lib/html/plainText'
import { richText } from '@/seed/richText'

const text = (value: string) => ({ type: 'text', text: value, format: 0, version: 1 })
const element = (type: string, children: object[], extra: object = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})
const documentOf = (...children: object[]) => ({ root: element('root', children) })

describe('plainText', () => {
  it('puts each heading and paragraph on its own line and keeps the text of links', () => {
    const value = richText('## Nadpis\n\nPrvní odstavec s [odkazem](/kontakt).\n\nDruhý **tučně**.')
    expect(plainText(value)).toBe('Nadpis\nPrvní odstavec s odkazem.\nDruhý tučně.')
  })

  it('puts each list item on its own line, so neighbouring items stay separate words', () => {
    const value = richText('Postup:\n\n- Nahrajte dokument\n- Podepište\n\n1. první\n2. druhý')
    expect(plainText(value)).toBe('Postup:\nNahrajte dokument\nPodepište\nprvní\ndruhý')
  })

  it('keeps a block quote apart from the paragraph before and after it', () => {
    const value = documentOf(
      element('paragraph', [text('Řekl nám:')]),
      element('quote', [text('Podpis za minutu.')]),
      element('paragraph', [text('Konec.')]),
    )
    expect(plainText(value)).toBe('Řekl nám:\nPodpis za minutu.\nKonec.')
  })

  it('turns line breaks into new lines and runs of spaces and tabs into one space', () => {
    const value = documentOf(
      element('paragraph', [
        text('  jedna   dvě'),
        { type: 'linebreak', version: 1 },
        text('tři\t\tčtyři  '),
      ]),
    )
    expect(plainText(value)).toBe('jedna dvě\ntři čtyři')
  })

  it('skips nodes without text (uploads, rules) and answers nothing for no document', () => {
    const value = documentOf(
      element('paragraph', [text('Před')]),
      { type: 'upload', relationTo: 'media', value: 1, fields: {}, version: 3 },
      { type: 'horizontalrule', version: 1 },
      element('paragraph', [text('Po')]),
    )
    expect(plainText(value)).toBe('Před\nPo')
    expect(plainText(documentOf(element('paragraph', [])))).toBe('')
    expect(plainText(null)).toBe('')
    expect(plainText(undefined)).toBe('')
  })
})
