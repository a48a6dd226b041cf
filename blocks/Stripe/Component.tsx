import type { StripeBlock as StripeBlockData } from '@/payload-types'
import { CmsLink } from '@/components/CmsLink'

import { backgroundClassName } from '../shared/background'
import buttons from '../shared/buttons.module.css'
import { linkOrSigningSite } from '../shared/signingSiteLink'
import styles from './styles.module.css'

export async function StripeBlock({ block }: { block: StripeBlockData }) {
  const link = await linkOrSigningSite(block.buttonPath, block.buttonText)
  if (!link) return null
  return (
    <section className={`${styles.stripe} ${backgroundClassName(block.backgroundClass)}`}>
      <div className={styles.inner}>
        <h2 className={styles.title}>{block.title}</h2>
        <CmsLink
          className={`${buttons.button} ${buttons[block.buttonClass] ?? buttons.primary}`}
          link={link}
          analyticsEvent={block.analyticsEvent}
        />
      </div>
    </section>
  )
}
