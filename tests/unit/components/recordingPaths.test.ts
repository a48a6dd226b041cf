import { describe, expect, it } from 'vitest'

import { designationFromQuery } from '@/components/caseStudies/designationLabels'
import { eventTypeLabel } from '@/components/events/eventTypeLabels'
import { recordingSlugFromPath } from '@/components/events/recordingScroll'

describe('recordingSlugFromPath', () => {
  it('reads the recording slug from its address', () => {
    expect(recordingSlugFromPath('/udalosti/zaznamy/formflow-predstaveni')).toBe(
      'formflow-predstaveni',
    )
    expect(recordingSlugFromPath('/udalosti/zaznamy/formflow-predstaveni/')).toBe(
      'formflow-predstaveni',
    )
  })

  it('is null for the list and for other addresses', () => {
    expect(recordingSlugFromPath('/udalosti/zaznamy')).toBeNull()
    expect(recordingSlugFromPath('/udalosti/zaznamy/')).toBeNull()
    expect(recordingSlugFromPath('/udalosti/webinar')).toBeNull()
    expect(recordingSlugFromPath('/udalosti/zaznamy/a/b')).toBeNull()
  })
})

describe('labels', () => {
  it('names every event type of spec 3 and treats unknown ones as recordings', () => {
    expect(eventTypeLabel('upcoming_webinar')).toBe('Webinář')
    expect(eventTypeLabel('you_will_see_us')).toBe('Uvidíte nás')
    expect(eventTypeLabel('past_live_conference')).toBe('Záznam konference')
    expect(eventTypeLabel('something_new')).toBe('Záznam')
  })

  it('maps the case-study filter in the address to a designation', () => {
    expect(designationFromQuery('firmy')).toBe('company')
    expect(designationFromQuery('verejna-sprava')).toBe('public_sector')
    expect(designationFromQuery('public_sector')).toBeNull()
    expect(designationFromQuery(null)).toBeNull()
  })
})
