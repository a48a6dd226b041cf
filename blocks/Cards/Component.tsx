import { CmsLink } from '@/components/CmsLink'
import { resolveLink } from '@/lib/links/resolveLink'
import type { CardsBlock as CardsBlockData } from '@/payload-types'

import styles from './styles.module.css'

export function CardsBlock({ block }: { block: CardsBlockData }) {
  // without a section heading the items' headings come right under the page's H1
  const ItemHeading = block.heading ? 'h3' : 'h2'
  return (
    <section id={block.anchor || undefined} className={`section ${styles.cards}`}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      <ul className={styles.grid}>
        {block.items.map((item) => {
          const link = resolveLink(item.link)
          return (
            <li key={item.id} className={styles.card}>
              <ItemHeading className={styles.title}>{item.label}</ItemHeading>
              <p className={styles.text}>{item.text}</p>
              {link ? <CmsLink link={link} className={styles.link} /> : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
