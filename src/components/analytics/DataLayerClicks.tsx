'use client'

import { useEffect } from 'react'

import { clickEventOf, dataLayerEventAttribute, pushDataLayer } from '@/lib/analytics/dataLayer'
import { DATALAYER_LIVE_ATTRIBUTE } from '@/lib/analytics/earlyClicksScript'

/**
 * One listener for every link that announces a data-layer event (`dataLayerAttributes`), so
 * server-rendered links stay plain server HTML instead of each becoming a client component, and
 * no link pushes events itself. It listens in the capture phase, before a link's own handler
 * (the recordings modal) can stop the click. Until it listens, the layout's inline script
 * (earlyDataLayerClicksScript) records the clicks; marking <html> live hands them over. Renders
 * nothing.
 */
export function DataLayerClicks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      const link = target?.closest(`[${dataLayerEventAttribute}]`)
      const announced = link ? clickEventOf(link) : null
      if (announced) pushDataLayer(announced)
    }
    const root = document.documentElement
    document.addEventListener('click', onClick, { capture: true })
    root.setAttribute(DATALAYER_LIVE_ATTRIBUTE, '')
    return () => {
      root.removeAttribute(DATALAYER_LIVE_ATTRIBUTE)
      document.removeEventListener('click', onClick, { capture: true })
    }
  }, [])
  return null
}
