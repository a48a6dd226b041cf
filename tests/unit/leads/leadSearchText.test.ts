import { describe, expect, it } from 'vitest'

import { foldSearchWhere } from '../../../collections/Leads/hooks/foldListSearch'
import { foldLeadSearch, leadSearchText, phoneDigits } from '@/leads/leadSearchText'

describe("a lead's search text", () => {
  it('holds the name, e-mail, phone digits and message, lower case without diacritics', () => {
    expect(
      leadSearchText({
        firstName: ' Šárka ',
        lastName: 'Čermáková',
        email: 'Sarka@Cermakova.CZ',
        phone: '603 999 888',
        text: 'Úřad městyse, ŽÁDOST o ceník',
      }),
    ).toBe('sarka cermakova sarka@cermakova.cz 420603999888 urad mestyse, zadost o cenik')
    expect(leadSearchText({ firstName: 'Jan', lastName: '', email: '', phone: '', text: '' })).toBe(
      'jan',
    )
  })

  it('writes a phone as its international digits, however it was typed', () => {
    for (const phone of ['+420 777 123 456', '00420 777 123 456', '777123456', '(777) 123-456']) {
      expect(phoneDigits(phone), phone).toBe('420777123456')
    }
    expect(phoneDigits('+421 905 111 222')).toBe('421905111222')
    expect(phoneDigits('+49 30 1234567')).toBe('49301234567')
  })
})

describe("the list search's value", () => {
  it('is folded like the lead, a phone or a part of one to its digits', () => {
    expect(foldLeadSearch('Veselý')).toBe('vesely')
    expect(foldLeadSearch('RADIM Veselý')).toBe('radim vesely')
    expect(foldLeadSearch('Radim.Vesely@Example.cz')).toBe('radim.vesely@example.cz')
    expect(foldLeadSearch('777 123 456')).toBe('777123456')
    expect(foldLeadSearch('+420 777')).toBe('420777')
    expect(foldLeadSearch('00420 777 123 456')).toBe('420777123456')
    expect(foldLeadSearch('(777) 123-456')).toBe('777123456')
    // a name with a number stays words: each must be somewhere in the lead
    expect(foldLeadSearch('Veselý 777')).toBe('vesely 777')
  })

  it('is folded wherever the query names searchText, and nothing else of the query changes', () => {
    expect(
      foldSearchWhere({
        and: [
          { or: [{ searchText: { like: 'Veselý' } }, { title: { like: 'Veselý' } }] },
          { searchText: { not_like: '777 123', exists: true } },
          { status: { equals: 'failed' } },
        ],
      }),
    ).toEqual({
      and: [
        { or: [{ searchText: { like: 'vesely' } }, { title: { like: 'Veselý' } }] },
        { searchText: { not_like: '777123', exists: true } },
        { status: { equals: 'failed' } },
      ],
    })
  })
})
