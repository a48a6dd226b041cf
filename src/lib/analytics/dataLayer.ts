/**
 * Spec 7: the one way the site talks to the tag manager. Events are plain objects pushed to
 * `window.dataLayer`; the tag manager (loaded only after consent) reads them, and without it
 * they stay in the page.
 */
export const SHOP_BRAND = '602'

export type AddToCartItem = {
  item_id: string
  item_name: string
  item_category?: string
  price: number
  quantity: number
}

export type DataLayerEvent =
  | { event: 'form'; formName: string }
  | { event: 'contact-form_submit'; formName: string }
  | { event: 'consultation_interest' }
  | { event: 'presentation_calendly' }
  | { event: 'signer_interest' }
  | { event: 'webinar_interest'; webinar: string }
  | { event: 'webinar_video'; video: string }
  /** A results page of /hledat; the term only with analytics consent. */
  | { event: 'search'; results: number; search_term?: string }
  | {
      event: 'add-to-cart'
      ecommerce: {
        currency: 'CZK'
        value: number
        items: Array<AddToCartItem & { item_brand: typeof SHOP_BRAND }>
      }
    }

export type DataLayerEventName = DataLayerEvent['event']

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return
  window.dataLayer ??= []
  window.dataLayer.push(event)
}

/** Spec 4: choosing a product records add-to-cart with the shop brand '602'. */
export function addToCartEvent(item: AddToCartItem): DataLayerEvent {
  return {
    event: 'add-to-cart',
    ecommerce: {
      currency: 'CZK',
      value: item.price * item.quantity,
      items: [{ ...item, item_brand: SHOP_BRAND }],
    },
  }
}

/**
 * Events a click on a link records, and the one data field each carries (null: none). Links
 * announce them by attribute (`dataLayerAttributes`), read by the one listener, dataLayerClicksScript (whose
 * payload is tested against clickEventOf).
 */
export const clickEventFields = {
  consultation_interest: null,
  presentation_calendly: null,
  signer_interest: null,
  webinar_interest: 'webinar',
  webinar_video: 'video',
} as const satisfies Partial<Record<DataLayerEventName, string | null>>

export type ClickDataLayerEventName = keyof typeof clickEventFields
export type ClickDataLayerEvent = Extract<DataLayerEvent, { event: ClickDataLayerEventName }>

/** The attribute a link carries to push an event when clicked. */
export const dataLayerEventAttribute = 'data-datalayer-event'
/** The attribute that carries an event's data field (`data-datalayer-webinar`, …). */
export const dataAttribute = (field: string) => `data-datalayer-${field}`

function isClickEventName(value: string | null): value is ClickDataLayerEventName {
  return value !== null && Object.hasOwn(clickEventFields, value)
}

/** The attributes that make a link push `event` when clicked (spread them onto the link). */
export function dataLayerAttributes(event: ClickDataLayerEvent): Record<string, string> {
  const attributes: Record<string, string> = { [dataLayerEventAttribute]: event.event }
  const field = clickEventFields[event.event]
  if (field !== null) attributes[dataAttribute(field)] = (event as Record<string, string>)[field]!
  return attributes
}

/** The event a clicked link announces, or null (no event, an unknown one or its data missing). */
export function clickEventOf(link: Element): ClickDataLayerEvent | null {
  const name = link.getAttribute(dataLayerEventAttribute)
  if (!isClickEventName(name)) return null
  const field = clickEventFields[name]
  if (field === null) return { event: name } as ClickDataLayerEvent
  const value = link.getAttribute(dataAttribute(field))
  return value === null ? null : ({ event: name, [field]: value } as ClickDataLayerEvent)
}
