'use client'

import {
  BANNER_CLOSED_ATTRIBUTE,
  CLOSED_BANNER_STORAGE_KEY,
} from '@/lib/preHydration/infoBannerScript'
import styles from './InfoBanner.module.css'

export function CloseBannerButton({ bannerKey }: { bannerKey: string }) {
  return (
    <button
      type="button"
      className={styles.close}
      aria-label="Zavřít oznámení"
      onClick={() => {
        try {
          localStorage.setItem(CLOSED_BANNER_STORAGE_KEY, bannerKey)
        } catch {
          // Storage may be blocked; the banner still closes for this page view.
        }
        document.documentElement.setAttribute(BANNER_CLOSED_ATTRIBUTE, '')
        // The button disappears with the banner: keep keyboard focus at the start of the page.
        document.querySelector<HTMLElement>('header a')?.focus()
      }}
    >
      <span aria-hidden="true">×</span>
    </button>
  )
}
