import { describe, expect, it } from 'vitest'

import {
  type ClickDataLayerEvent,
  clickEventOf,
  dataLayerAttributes,
} from '@/lib/analytics/dataLayer'
import { dataLayerClicksScript } from '@/lib/analytics/dataLayerClicksScript'

/**
 * Runs the inline script against a minimal page: one document listener, an <html> whose
 * attributes the test sets, and a clicked element inside a link with the given attributes.
 */
function pageWithScript() {
  class FakeElement {
    constructor(readonly attributes: Record<string, string>) {}
    getAttribute(name: string) {
      return this.attributes[name] ?? null
    }
    hasAttribute(name: string) {
      return name in this.attributes
    }
    closest(selector: string) {
      const name = /^\[(.+)\]$/.exec(selector)?.[1]
      return name && name in this.attributes ? this : null
    }
  }
  const root = new FakeElement({})
  const listeners: Array<{ listener: (event: { target: unknown }) => void; capture: unknown }> = []
  const window: { dataLayer?: unknown[] } = {}
  const document = {
    documentElement: root,
    addEventListener: (_type: string, listener: never, capture: unknown) =>
      listeners.push({ listener, capture }),
  }
  new Function('window', 'document', 'Element', dataLayerClicksScript())(
    window,
    document,
    FakeElement,
  )
  return {
    window,
    listeners,
    root,
    click: (attributes: Record<string, string>) => {
      const link = new FakeElement(attributes)
      for (const { listener } of listeners) listener({ target: link })
      return link as unknown as Element
    },
  }
}

describe('the inline analytics click listener', () => {
  it.each<ClickDataLayerEvent>([
    { event: 'signer_interest' },
    { event: 'consultation_interest' },
    { event: 'webinar_interest', webinar: 'podpis-v-praxi' },
    { event: 'webinar_video', video: 'archiv-2025' },
  ])('pushes the payload clickEventOf reads for $event', (event) => {
    const page = pageWithScript()
    expect(page.listeners).toHaveLength(1)
    expect(page.listeners[0]!.capture).toBe(true)
    const link = page.click(dataLayerAttributes(event))
    expect(page.window.dataLayer).toEqual([clickEventOf(link)])
    expect(Object.keys(page.window.dataLayer![0] as object)).toEqual(Object.keys(event))
  })

  it('pushes nothing for an untagged link, an unknown event or one without its data', () => {
    const page = pageWithScript()
    page.click({})
    page.click({ 'data-datalayer-event': 'form' })
    page.click({ 'data-datalayer-event': 'toString' })
    page.click({ 'data-datalayer-event': 'webinar_video' })
    expect(page.window.dataLayer).toBeUndefined()
  })

  it('appends to a data layer the page already has', () => {
    const page = pageWithScript()
    page.window.dataLayer = ['earlier']
    page.click(dataLayerAttributes({ event: 'consultation_interest' }))
    expect(page.window.dataLayer).toEqual(['earlier', { event: 'consultation_interest' }])
  })
})
