import { type RefObject, useEffect, useState } from 'react'

import { whenNeeded } from './whenNeeded'

/**
 * For islands below the fold: false until `element` nears the viewport or a visitor reaches it
 * (whenNeeded), then true. What renders only once it is true (a `React.lazy` part) is fetched
 * then, and is no part of the page's first load.
 */
export function useNeeded(element: RefObject<HTMLElement | null>): boolean {
  const [needed, setNeeded] = useState(false)
  useEffect(() => {
    const root = element.current
    if (!root) return
    return whenNeeded(root, () => setNeeded(true))
  }, [element])
  return needed
}
