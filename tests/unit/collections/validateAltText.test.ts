import { describe, expect, it } from 'vitest'

import { ALT_TEXT_REQUIRED, validateAltText } from '@collections/Media/validateAltText'

const validate = (value: string | null | undefined) =>
  (validateAltText as (value: unknown, options: unknown) => unknown)(value, {})

describe('a media item’s alt text', () => {
  it('says something', () => {
    expect(validate('Logo Software602 na modrém pozadí')).toBe(true)
  })

  it('is refused empty or of whitespace only, in Czech', () => {
    for (const value of [undefined, null, '', ' ', '  \t\n ', '\u00a0']) {
      expect(validate(value), JSON.stringify(value)).toBe(ALT_TEXT_REQUIRED)
    }
  })
})
