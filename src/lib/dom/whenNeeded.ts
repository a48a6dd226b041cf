/** Pointer over it, focus in it, or a touch: a visitor is about to use it. */
const INTERACTIONS = ['pointerover', 'focusin', 'touchstart'] as const

/**
 * Runs `task` once, when `element` comes within `margin` of the viewport or a visitor first
 * interacts with it, whichever is first: for page parts below the fold whose code nobody needs
 * during the page's load. Returns a cancel function.
 */
export function whenNeeded(element: Element, task: () => void, margin = '200px'): () => void {
  let done = false
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) run()
    },
    { rootMargin: margin },
  )
  const stop = () => {
    observer.disconnect()
    for (const type of INTERACTIONS) element.removeEventListener(type, run)
  }
  function run() {
    if (done) return
    done = true
    stop()
    task()
  }
  observer.observe(element)
  for (const type of INTERACTIONS) element.addEventListener(type, run, { passive: true })
  return () => {
    done = true
    stop()
  }
}
