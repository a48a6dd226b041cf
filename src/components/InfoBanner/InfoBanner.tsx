import { CmsLink } from '@/components/CmsLink'
import { resolveLink } from '@/lib/links/resolveLink'
import type { InfoBanner as InfoBannerData } from '@/payload-types'

import { bannerScriptData, HIDE_CLOSED_BANNER_SCRIPT } from '@/lib/preHydration/infoBannerScript'

import { bannerKey, hasEnded } from './bannerState'
import { CloseBannerButton } from './CloseBannerButton.client'
import styles from './InfoBanner.module.css'

export function InfoBanner({ banner }: { banner: InfoBannerData | null }) {
  if (!banner?.enabled || !banner.text) return null
  const endsAt = banner.endDate ? Date.parse(banner.endDate) : null
  if (hasEnded(endsAt)) return null
  const link = resolveLink(banner.link)
  const key = bannerKey([banner.text, link?.href, link?.label, endsAt])
  return (
    <>
      <script
        {...bannerScriptData(key, endsAt)}
        dangerouslySetInnerHTML={{ __html: HIDE_CLOSED_BANNER_SCRIPT }}
      />
      <aside className={styles.banner} data-info-banner="" aria-label="Oznámení">
        <div className={styles.inner}>
          <p className={styles.text}>
            <span>{banner.text}</span>
            {link ? <CmsLink link={link} className={styles.link} /> : null}
          </p>
          <CloseBannerButton bannerKey={key} />
        </div>
      </aside>
    </>
  )
}
