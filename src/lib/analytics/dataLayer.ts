/** Event names pushed to the data layer (spec 7). */
export type DataLayerEventName =
  | 'form'
  | 'contact-form_submit'
  | 'consultation_interest'
  | 'presentation_calendly'
  | 'signer_interest'
  | 'webinar_interest'
  | 'webinar_video'
  | 'add-to-cart'

export type DataLayerEvent = { event: DataLayerEventName } & Record<string, unknown>

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** Pushes to `window.dataLayer`, creating it when the tag manager has not loaded (yet). */
export function pushDataLayer(entry: DataLayerEvent): void {
  if (typeof window === 'undefined') return
  window.dataLayer ??= []
  window.dataLayer.push(entry)
}

const eventNames = new Set<string>([
  'form',
  'contact-form_submit',
  'consultation_interest',
  'presentation_calendly',
  'signer_interest',
  'webinar_interest',
  'webinar_video',
  'add-to-cart',
])

export function isDataLayerEventName(value: string | undefined): value is DataLayerEventName {
  return value !== undefined && eventNames.has(value)
}

/** Server-rendered links announce their event in this attribute; see DataLayerClicks. */
export const dataLayerEventAttribute = 'data-datalayer-event'
