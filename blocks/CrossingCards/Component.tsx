import type { CrossingCardsBlock as CrossingCardsBlockData } from '@/payload-types'
import { CmsLink } from '@/components/CmsLink'
import { resolveLink } from '@/lib/links/resolveLink'

import { MediaImage } from '../shared/MediaImage'
import section from '../shared/section.module.css'
import styles from './styles.module.css'

export function CrossingCardsBlock({ block }: { block: CrossingCardsBlockData }) {
  // without a section heading the items' headings come right under the page's H1
  const ItemHeading = block.heading ? 'h3' : 'h2'
  return (
    <section className={section.section}>
      <div className={section.inner}>
        {block.heading ? <h2 className={section.heading}>{block.heading}</h2> : null}
        <ul className={styles.cards}>
          {block.cards.map((card) => {
            const link = resolveLink(card.linkPath, card.linkText || 'Více informací')
            return (
              <li key={card.id} className={styles.card}>
                <MediaImage className={styles.icon} media={card.image} sizes="96px" decorative />
                <ItemHeading className={styles.title}>{card.heading}</ItemHeading>
                {card.text ? <p className={styles.text}>{card.text}</p> : null}
                {link ? <CmsLink className={styles.link} link={link} /> : null}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
