import type { ConsultationBannerBlock as ConsultationBannerBlockData } from '@/payload-types'
import { CmsLink } from '@/components/CmsLink'
import { resolveLink } from '@/lib/links/resolveLink'

import { backgroundClassName } from '../shared/background'
import buttons from '../shared/buttons.module.css'
import { MediaImage } from '../shared/MediaImage'
import styles from './styles.module.css'

export function ConsultationBannerBlock({ block }: { block: ConsultationBannerBlockData }) {
  const link = resolveLink(block.buttonURL, block.buttonText)
  return (
    <section className={styles.wrapper}>
      <div className={`${styles.banner} ${backgroundClassName(block.backgroundClass)}`}>
        <MediaImage className={styles.image} media={block.image} sizes="160px" decorative />
        <div className={styles.copy}>
          <h2 className={styles.heading}>{block.heading}</h2>
          {block.text ? <p className={styles.text}>{block.text}</p> : null}
        </div>
        {link ? (
          <CmsLink
            className={`${buttons.button} ${buttons.accent}`}
            link={link}
            analyticsEvent="consultation_interest"
          />
        ) : null}
      </div>
    </section>
  )
}
