import { describe, expect, it } from 'vitest'

import { czechDayAndTime, czechDayOnly } from '@/fields/czechDatePicker'
import { formatAdminDateTime } from '@/lib/dates/formatAdminDateTime'
import { formatPrague, parsePragueInput } from '@/lib/dates/prague'
import { deniedAdminCopy } from '@/lib/i18n/adminCopyDenyList'

/**
 * Payload's date picker (react-datepicker) writes and reads its field with date-fns and the
 * `displayFormat` pattern: the picker must show what the rest of the admin shows.
 */
describe("the Czech date picker's display formats", () => {
  const instant = new Date('2026-11-27T07:05:00Z')

  it('are date-fns patterns giving the admin’s one format', () => {
    expect(formatPrague(instant, czechDayAndTime.displayFormat!)).toBe('27. 11. 2026 08:05')
    expect(formatPrague(instant, czechDayAndTime.displayFormat!)).toBe(formatAdminDateTime(instant))
    expect(formatPrague(instant, czechDayOnly.displayFormat!)).toBe('27. 11. 2026')
  })

  it('read back what they show', () => {
    expect(parsePragueInput('27. 11. 2026 08:05', czechDayAndTime.displayFormat!)).toEqual(instant)
    expect(parsePragueInput('27. 11. 2026', czechDayOnly.displayFormat!)?.toISOString()).toBe(
      '2026-11-26T23:00:00.000Z',
    )
  })
})

describe("the Czech date picker's controls", () => {
  it('are named in Czech, not by react-datepicker’s English defaults', () => {
    for (const picker of [czechDayAndTime, czechDayOnly]) {
      const names = picker.overrides as Record<string, unknown>
      expect(names.previousMonthAriaLabel).toBe('Předchozí měsíc')
      expect(names.nextMonthButtonLabel).toBe('Další měsíc')
      expect(names.chooseDayAriaLabelPrefix).toBe('Vybrat')
      const text = Object.values(names).join('\n')
      expect(deniedAdminCopy(text)).toEqual([])
    }
  })
})
