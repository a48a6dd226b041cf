/** Analytics events of spec 7, pushed to the tag manager's data layer. */
export type AnalyticsEventName =
  | 'form'
  | 'contact-form_submit'
  | 'consultation_interest'
  | 'presentation_calendly'
  | 'signer_interest'
  | 'webinar_interest'
  | 'webinar_video'
  | 'add-to-cart'

export interface AnalyticsEvent {
  event: AnalyticsEventName
  [key: string]: unknown
}

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

export function pushDataLayer(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return
  ;(window.dataLayer ||= []).push(event)
}
