import type { ConsultationBannerBlock as ConsultationBannerBlockData } from '@/payload-types'
import { CmsLink } from '@/components/CmsLink'
import { linkOfHref } from '@/lib/links/resolveLink'

import { backgroundClassName } from '../shared/background'
import buttons from '../shared/buttons.module.css'
import { MediaImage } from '../shared/MediaImage'
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
        <CmsLink
          className={`${buttons.button} ${buttons.accent}`}
          link={linkOfHref(block.buttonURL)}
          analyticsEvent="consultation_interest"
        >
          {block.buttonText}
        </CmsLink>
      </div>
    </section>
  )
}
