import type { SeedLink } from '../content/types'

/** A labelled link of a menu or the footer: a site path or an address. */
export const link = (to: string, label: string, newTab?: boolean): SeedLink => ({
  to,
  label,
  newTab,
})
