/** One analytics event of spec 7, as Google Tag Manager reads it. */
export type DataLayerEvent = { event: string } & Record<string, unknown>

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** Pushes an event to `window.dataLayer`, creating it when Tag Manager has not loaded (yet). */
export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return
  window.dataLayer ??= []
  window.dataLayer.push(event)
}
