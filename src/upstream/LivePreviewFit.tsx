'use client'

import { useLivePreviewContext } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Live preview shows a device size (Tablet 820 px, Počítač 1280 px, a custom width) whole, scaled
 * down to the pane, instead of cutting it off on the right. Payload 3.90 has no option for it:
 * its zoom keeps the device's on-screen width and changes the page's layout width instead (820 at
 * 50 % lays the page out at 1640 px), and the pane beside the form is narrower than a tablet.
 *
 * How Payload draws a size (@payloadcms/ui 3.90.2 `elements/LivePreview/Device` and `Window`):
 * `.live-preview-window__main` holds one div as wide as the pane, and in it the device div of
 * `width / zoom` px whose iframe is scaled by `zoom`, so the device covers `width` px on screen
 * whatever the zoom; when that is wider than the pane, Payload puts its left edge at the pane's.
 * Scaling that one outer div by pane / width from its top left therefore fits the device exactly
 * and leaves its layout alone: the page inside still lays out at the device width, Payload's
 * measurements (ResizeObserver ignores transforms) and its zoom, size inputs and "Celý panel"
 * behave as before. Checked by tests/e2e/livePreview.spec.ts and
 * tests/unit/upstream/livePreviewFit.test.ts.
 */
export function LivePreviewFit() {
  const { breakpoint, isLivePreviewing, previewWindowType, size } = useLivePreviewContext()
  // "Celý panel" (responsive) fills the pane already; its size state is not its width.
  const width = breakpoint !== 'responsive' && typeof size?.width === 'number' ? size.width : 0

  useEffect(() => {
    if (!isLivePreviewing || previewWindowType !== 'iframe' || width <= 0) return
    const outer = document.querySelector<HTMLElement>('.live-preview-window__main > div')
    if (!outer) return
    const fit = () => {
      const pane = outer.clientWidth
      // a hidden pane (0 px) keeps its last scale rather than collapsing to nothing
      if (pane <= 0) return
      const scale = Math.min(1, pane / width)
      outer.style.transform = scale < 1 ? `scale(${scale})` : ''
      outer.style.transformOrigin = 'top left'
    }
    const observer = new ResizeObserver(fit)
    observer.observe(outer)
    return () => {
      observer.disconnect()
      outer.style.transform = ''
      outer.style.transformOrigin = ''
    }
  }, [isLivePreviewing, previewWindowType, width])

  return null
}
