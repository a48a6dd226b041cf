import type { EmblaCarouselType } from 'embla-carousel'
import { useEffect, useState } from 'react'

/** The index of the slide Embla shows (0 until it has loaded). */
export function useSelectedSlide(embla: EmblaCarouselType | undefined) {
  const [selected, setSelected] = useState(0)
  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    embla.on('select', onSelect)
    return () => {
      embla.off('select', onSelect)
    }
  }, [embla])
  return selected
}
