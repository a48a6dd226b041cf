import { getSiteSettings } from '@/cms/getGlobals'
import type { StripeBlock as StripeBlockData } from '@/payload-types'
import { CmsLink } from '@/components/CmsLink'
import { linkOfHref } from '@/lib/links/resolveLink'

import { backgroundClassName } from '../shared/background'
import buttons from '../shared/buttons.module.css'
import styles from './styles.module.css'

export async function StripeBlock({ block }: { block: StripeBlockData }) {
  // Without a link of its own the stripe leads to the online signing site (spec 2, homepage).
  const href = block.buttonPath || (await getSiteSettings())?.signingSiteUrl
  if (!href) return null
  return (
    <section className={`${styles.stripe} ${backgroundClassName(block.backgroundClass)}`}>
      <div className={styles.inner}>
        <h2 className={styles.title}>{block.title}</h2>
        <CmsLink
          className={`${buttons.button} ${buttons[block.buttonClass] ?? buttons.primary}`}
          link={linkOfHref(href)}
          analyticsEvent={block.analyticsEvent}
        >
          {block.buttonText}
        </CmsLink>
      </div>
    </section>
  )
}
