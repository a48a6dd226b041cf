import { useEffect } from 'react'

import { whenNeeded } from './whenNeeded'

/** Plain-DOM behaviour for server-rendered markup; returns what undoes it. */
export type Enhancement = (root: HTMLElement) => () => void

/**
 * For render-nothing islands below the fold: once the element `rootId` nears the viewport or a
 * visitor reaches it (whenNeeded), fetches its behaviour through `load` (a dynamic import, so the
 * code is no part of the page's first load) and applies it. If the chunk cannot load, the
 * server-rendered markup stays as it works without JavaScript. `load` must be stable (module
 * scope).
 */
export function useEnhancementWhenNeeded(rootId: string, load: () => Promise<Enhancement>) {
  useEffect(() => {
    const root = document.getElementById(rootId)
    if (!root) return
    let cancelled = false
    let undo: (() => void) | undefined
    const cancel = whenNeeded(root, () => {
      void load()
        .then((enhance) => {
          if (!cancelled) undo = enhance(root)
        })
        .catch(() => {})
    })
    return () => {
      cancelled = true
      cancel()
      undo?.()
    }
  }, [rootId, load])
}
