import { bookingScriptUrl } from '@/lib/security/thirdPartyOrigins'

declare global {
  interface Window {
    Calendly?: { initInlineWidget(options: { url: string; parentElement: HTMLElement }): void }
  }
}

let loading: Promise<void> | null = null

/** The provider's embed script, added once per page; a failed load may be tried again. */
export function loadSchedulerScript(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = bookingScriptUrl
    script.async = true
    script.dataset.bookingScheduler = 'true'
    script.onload = () => resolve()
    script.onerror = () => {
      script.remove()
      loading = null
      reject(new Error('booking scheduler script failed to load'))
    }
    document.head.appendChild(script)
  })
  return loading
}
