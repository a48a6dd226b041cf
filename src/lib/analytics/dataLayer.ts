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

/** Events without data, which server-rendered links announce by attribute (see DataLayerClicks). */
const plainEventNames = new Set<DataLayerEventName>([
  'consultation_interest',
  'presentation_calendly',
  'signer_interest',
])

export type PlainDataLayerEventName =
  'consultation_interest' | 'presentation_calendly' | 'signer_interest'

export function isPlainDataLayerEventName(
  value: string | undefined,
): value is PlainDataLayerEventName {
  return value !== undefined && plainEventNames.has(value as DataLayerEventName)
}

/** The attribute a server-rendered link carries to push a plain event when clicked. */
export const dataLayerEventAttribute = 'data-datalayer-event'
