import type { IntroductionBlock as IntroductionBlockData } from '@/payload-types'
import { CmsLink } from '@/components/CmsLink'
import { resolveLink } from '@/lib/links/resolveLink'

import { backgroundClassName } from '../shared/background'
import buttons from '../shared/buttons.module.css'
import { MediaImage } from '../shared/MediaImage'
import styles from './styles.module.css'

export function IntroductionBlock({ block }: { block: IntroductionBlockData }) {
  const link = resolveLink(block.buttonURL, block.buttonText)
  return (
    <section className={`${styles.hero} ${backgroundClassName(block.backgroundClass)}`}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h1 className={styles.heading}>{block.heading}</h1>
          {block.text ? <p className={styles.text}>{block.text}</p> : null}
          {link ? (
            <CmsLink
              className={`${buttons.button} ${buttons.accent}`}
              link={link}
              analyticsEvent={block.pushConsultationDlp ? 'consultation_interest' : null}
            />
          ) : null}
        </div>
        <MediaImage
          className={styles.image}
          media={block.image}
          sizes="(max-width: 525px) 80vw, (max-width: 900px) 420px, 560px"
          priority
        />
      </div>
    </section>
  )
}
