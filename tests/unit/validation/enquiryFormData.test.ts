import { describe, expect, it } from 'vitest'

import { checkEnquiry } from '@/lib/validation/enquiryFieldErrors'
import { EMPTY_ENQUIRY, enquiryValuesOf } from '@/lib/validation/enquiryFormData'
import { VALIDATION_MESSAGES as M } from '@/lib/validation/messages'

const posted = (fields: Record<string, string | Blob>) => {
  const formData = new FormData()
  for (const [name, value] of Object.entries(fields)) formData.append(name, value)
  return formData
}

describe('enquiryValuesOf', () => {
  it('reads the posted fields as typed, untrimmed', () => {
    expect(
      enquiryValuesOf(
        posted({
          name: ' Žofie ',
          surname: 'Nováková',
          email: 'zofie@example.cz',
          phone: '+420 603 123 456',
          text: 'Dobrý den',
          source: 'SOCIALS',
          kind: 'contact',
          website: '',
        }),
      ),
    ).toEqual({
      name: ' Žofie ',
      surname: 'Nováková',
      email: 'zofie@example.cz',
      phone: '+420 603 123 456',
      text: 'Dobrý den',
      source: 'SOCIALS',
    })
  })

  it('reads a missing field or a file as empty', () => {
    expect(enquiryValuesOf(posted({ name: new Blob(['x']) }))).toEqual(EMPTY_ENQUIRY)
  })

  it('uses the fixed text of a registration whatever was posted', () => {
    expect(enquiryValuesOf(posted({ text: 'jiný text' }), 'Registrace na noční golf').text).toBe(
      'Registrace na noční golf',
    )
  })
})

describe('checkEnquiry', () => {
  it('gives the spec 5 message of each empty required field', () => {
    const check = checkEnquiry(EMPTY_ENQUIRY)
    expect(check).toEqual({
      ok: false,
      errors: {
        name: M.required,
        surname: M.required,
        email: M.required,
        phone: M.required,
        text: M.required,
      },
    })
  })

  it('gives one message per field for bad formats', () => {
    const check = checkEnquiry({
      ...EMPTY_ENQUIRY,
      name: 'Jan2',
      surname: 'Novák 3',
      email: 'jan@example',
      phone: '603 12',
      text: 'Dobrý den',
    })
    expect(check).toEqual({
      ok: false,
      errors: { name: M.name, surname: M.surname, email: M.email, phone: M.phone },
    })
  })

  it('returns the checked, trimmed values of a valid enquiry', () => {
    const check = checkEnquiry({
      name: ' Žofie ',
      surname: 'Nováková-Dvořáková',
      email: 'zofie@example.cz',
      phone: '+420 603 123 456',
      text: ' Dobrý den ',
      source: '',
    })
    expect(check.ok && check.values).toMatchObject({ name: 'Žofie', text: 'Dobrý den' })
  })
})
