import { useEffect, useState } from 'react'

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

/** Read at the moment of a scroll: under reduced motion a quote appears without the animation. */
export const prefersReducedMotion = () => window.matchMedia(reducedMotionQuery).matches

/** The visitor's reduced-motion preference, false until hydrated, following its changes. */
export function usePrefersReducedMotion() {
  const [reducedMotion, setReducedMotion] = useState(false)
  useEffect(() => {
    const query = window.matchMedia(reducedMotionQuery)
    // The preference exists only in the browser, so it is read after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReducedMotion(query.matches)
    const onChange = () => setReducedMotion(query.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  return reducedMotion
}
