import { describe, expect, it } from 'vitest'

import {
  type ClickDataLayerEvent,
  clickEventOf,
  dataLayerAttributes,
} from '@/lib/analytics/dataLayer'

/** A link as the click listener sees it: only its attributes matter. */
const linkWith = (attributes: Record<string, string>) =>
  ({ getAttribute: (name: string) => attributes[name] ?? null }) as unknown as Element

describe('click events announced by attribute', () => {
  it.each<ClickDataLayerEvent>([
    { event: 'signer_interest' },
    { event: 'consultation_interest' },
    { event: 'webinar_interest', webinar: 'podpis-v-praxi' },
    { event: 'webinar_video', video: 'archiv-2025' },
  ])('a link announces $event and the listener reads the same payload back', (event) => {
    const link = linkWith(dataLayerAttributes(event))
    expect(clickEventOf(link)).toEqual(event)
    // The payload's keys come in the same order as an event pushed in code.
    expect(Object.keys(clickEventOf(link)!)).toEqual(Object.keys(event))
  })

  it('renders the data field as its own attribute', () => {
    expect(dataLayerAttributes({ event: 'webinar_interest', webinar: 'x' })).toEqual({
      'data-datalayer-event': 'webinar_interest',
      'data-datalayer-webinar': 'x',
    })
  })

  it('ignores events no click records, and an event without its data', () => {
    expect(clickEventOf(linkWith({ 'data-datalayer-event': 'form' }))).toBeNull()
    expect(clickEventOf(linkWith({ 'data-datalayer-event': 'toString' }))).toBeNull()
    expect(clickEventOf(linkWith({ 'data-datalayer-event': 'webinar_video' }))).toBeNull()
    expect(clickEventOf(linkWith({}))).toBeNull()
  })
})
