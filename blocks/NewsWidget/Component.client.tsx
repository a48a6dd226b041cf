'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'

import { hasAnalyticsConsent, onConsentChange } from '@/lib/consent/hasConsent'

import styles from './styles.module.css'

type Props = { scriptUrl: string; widgetClass: string; children: React.ReactNode }

/**
 * The third-party script is added only with analytics consent and once the block scrolls into
 * view; until then (and without consent) the server-rendered link is shown instead.
 */
export function NewsWidgetLoader({ scriptUrl, widgetClass, children }: Props) {
  const rootRef = useRef<HTMLDivElement>(null)
  const [consent, setConsent] = useState(false)
  const [inView, setInView] = useState(false)

  useEffect(() => {
    const update = () => setConsent(hasAnalyticsConsent())
    update()
    return onConsentChange(update)
  }, [])

  useEffect(() => {
    const root = rootRef.current
    if (!root || inView) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true)
      },
      { rootMargin: '200px' },
    )
    observer.observe(root)
    return () => observer.disconnect()
  }, [inView])

  const active = consent && inView

  useEffect(() => {
    if (!active) return
    if (document.querySelector('script[data-news-widget]')) return
    const script = document.createElement('script')
    script.src = scriptUrl
    script.async = true
    script.dataset.newsWidget = 'true'
    document.body.appendChild(script)
  }, [active, scriptUrl])

  return (
    <div ref={rootRef} className={styles.widget} data-news-widget={active ? 'loaded' : 'link'}>
      {active ? <div className={widgetClass} data-elfsight-app-lazy /> : children}
    </div>
  )
}
