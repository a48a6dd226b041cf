'use client'

import { useEffect } from 'react'

import {
  dataLayerEventAttribute,
  isPlainDataLayerEventName,
  pushDataLayer,
} from '@/lib/analytics/dataLayer'

/**
 * One listener for every server-rendered link that announces a data-layer event, so those links
 * stay plain server HTML instead of each becoming a client component. Renders nothing.
 */
export function DataLayerClicks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      const link = target?.closest(`[${dataLayerEventAttribute}]`)
      const name = link?.getAttribute(dataLayerEventAttribute) ?? undefined
      if (isPlainDataLayerEventName(name)) pushDataLayer({ event: name })
    }
    document.addEventListener('click', onClick, { capture: true })
    return () => document.removeEventListener('click', onClick, { capture: true })
  }, [])
  return null
}
