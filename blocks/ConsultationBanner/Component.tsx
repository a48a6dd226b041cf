import type { ConsultationBannerBlock as ConsultationBannerBlockData } from '@/payload-types'

import { backgroundClassName } from '../shared/background'
import buttons from '../shared/buttons.module.css'
import { MediaImage } from '../shared/MediaImage'
import { SiteLink } from '../shared/SiteLink'
import styles from './styles.module.css'

export function ConsultationBannerBlock({ block }: { block: ConsultationBannerBlockData }) {
  return (
    <section className={styles.wrapper}>
      <div className={`${styles.banner} ${backgroundClassName(block.backgroundClass)}`}>
        <MediaImage className={styles.image} media={block.image} sizes="160px" decorative />
        <div className={styles.copy}>
          <h2 className={styles.heading}>{block.heading}</h2>
          {block.text ? <p className={styles.text}>{block.text}</p> : null}
        </div>
        <SiteLink
          className={`${buttons.button} ${buttons.accent}`}
          href={block.buttonURL}
          analyticsEvent="consultation_interest"
        >
          {block.buttonText}
        </SiteLink>
      </div>
    </section>
  )
}
