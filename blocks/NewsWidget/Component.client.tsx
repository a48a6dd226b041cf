'use client'

import { useEffect } from 'react'

import { enhanceNewsWidget, type NewsWidgetOptions } from './newsWidgetBehaviour'

/**
 * Gives the server-rendered news widget box (`rootId`) its behaviour (newsWidgetBehaviour.ts:
 * the third-party script with consent, once in view). Renders nothing; the behaviour is a few
 * hundred bytes, so it comes with this island instead of a chunk of its own.
 */
export function NewsWidgetEnhancer({
  rootId,
  scriptUrl,
  widgetClass,
}: NewsWidgetOptions & { rootId: string }) {
  useEffect(() => {
    const root = document.getElementById(rootId)
    if (!root) return
    return enhanceNewsWidget(root, { scriptUrl, widgetClass })
  }, [rootId, scriptUrl, widgetClass])
  return null
}
