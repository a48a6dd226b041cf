import type { LivePreviewConfig } from 'payload'

/**
 * The widths a marketer checks a page at in live preview: a phone, a tablet and a laptop (the
 * same widths the site's e2e and screenshots use). One list for pages and the homepage alike.
 */
export const livePreviewBreakpoints: NonNullable<LivePreviewConfig['breakpoints']> = [
  { name: 'mobile', label: 'Mobil', width: 390, height: 844 },
  { name: 'tablet', label: 'Tablet', width: 820, height: 1180 },
  { name: 'desktop', label: 'Počítač', width: 1280, height: 800 },
]
