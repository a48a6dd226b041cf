import type { StripeBlock as StripeBlockData } from '@/payload-types'

import { backgroundClassName } from '../shared/background'
import buttons from '../shared/buttons.module.css'
import { SiteLink } from '../shared/SiteLink'
import styles from './styles.module.css'

export function StripeBlock({ block }: { block: StripeBlockData }) {
  return (
    <section className={`${styles.stripe} ${backgroundClassName(block.backgroundClass)}`}>
      <div className={styles.inner}>
        <h2 className={styles.title}>{block.title}</h2>
        <SiteLink
          className={`${buttons.button} ${buttons[block.buttonClass] ?? buttons.primary}`}
          href={block.buttonPath}
          analyticsEvent={block.analyticsEvent}
        >
          {block.buttonText}
        </SiteLink>
      </div>
    </section>
  )
}
