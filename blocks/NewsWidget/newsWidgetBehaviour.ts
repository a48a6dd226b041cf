import { hasAnalyticsConsent, onConsentChange } from '@/lib/consent/hasConsent'
import { whenNeeded } from '@/lib/dom/whenNeeded'

export type NewsWidgetOptions = { scriptUrl: string; widgetClass: string }

/**
 * The news widget on its server-rendered box (Component.tsx: the fallback link,
 * `data-news-widget="link"`): the third-party script is added only with analytics consent and
 * once the box nears the viewport or a visitor reaches it; then the widget's element takes the
 * link's place (`data-news-widget="loaded"`). Consent given later loads it then; consent withdrawn
 * brings the link back. The link is React's (a server component that never re-renders on the
 * client with other props), so it is hidden, not removed; the widget's element is ours. Returns
 * what undoes it.
 */
export function enhanceNewsWidget(root: HTMLElement, options: NewsWidgetOptions): () => void {
  const fallback = [...root.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement,
  )
  let widget: HTMLElement | undefined
  let needed = false

  const update = () => {
    const active = needed && hasAnalyticsConsent()
    if (active === Boolean(widget)) return
    for (const element of fallback) element.hidden = active
    root.dataset.newsWidget = active ? 'loaded' : 'link'
    if (!active) {
      widget?.remove()
      widget = undefined
      return
    }
    widget = document.createElement('div')
    widget.className = options.widgetClass
    widget.setAttribute('data-elfsight-app-lazy', '')
    root.append(widget)
    if (document.querySelector('script[data-news-widget]')) return
    const script = document.createElement('script')
    script.src = options.scriptUrl
    script.async = true
    script.dataset.newsWidget = 'true'
    document.body.appendChild(script)
  }

  const cancel = whenNeeded(root, () => {
    needed = true
    update()
  })
  const unsubscribe = onConsentChange(update)
  return () => {
    cancel()
    unsubscribe()
  }
}
