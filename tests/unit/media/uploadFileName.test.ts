import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { visibleUploadName } from '@/lib/media/uploadFileName'

const BIDI = [
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u061C',
]
const INVISIBLE = [
  '\u00AD',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\u2061',
  '\u2062',
  '\u2063',
  '\u2064',
  '\uFEFF',
  '\u0000',
  '\u001B',
  '\u007F',
]

describe('upload file names', () => {
  it('lose bidirectional controls: a name reads as what it is', () => {
    expect(visibleUploadName('faktura\u202Efdp.exe')).toBe('fakturafdp.exe')
    expect(visibleUploadName('\u2067cenik\u2069-2026.pdf')).toBe('cenik-2026.pdf')
    expect(visibleUploadName('\u200Fsmlouva\u200E.pdf')).toBe('smlouva.pdf')
  })

  it('lose invisible format and control characters, keep Czech letters (NFC)', () => {
    expect(visibleUploadName('cen\u00ADík\u200B\uFEFF.pdf')).toBe('ceník.pdf')
    expect(visibleUploadName('c\u030Cesky\u0301.png')).toBe('český.png')
    expect(visibleUploadName('Výroční zpráva 2026.pdf')).toBe('Výroční zpráva 2026.pdf')
  })

  it('keep an extension when nothing visible is left of the stem', () => {
    expect(visibleUploadName('\u202E\u200B.pdf')).toBe('soubor.pdf')
    expect(visibleUploadName('\u202E')).toBe('soubor')
  })

  it('never keep any of the characters, wherever they are put', () => {
    const hidden = fc.constantFrom(...BIDI, ...INVISIBLE)
    const part = fc.array(fc.oneof(fc.constantFrom('a', 'č', '-', ' ', '1', '.'), hidden), {
      maxLength: 20,
    })
    fc.assert(
      fc.property(part, fc.constantFrom('.pdf', '.png', ''), (chars, extension) => {
        const shown = visibleUploadName(`${chars.join('')}${extension}`)
        for (const char of [...BIDI, ...INVISIBLE]) expect(shown).not.toContain(char)
        expect(shown.length).toBeGreaterThan(0)
      }),
      { numRuns: 300 },
    )
  })
})
