import type { QuotesBlock as QuotesBlockData } from '@/payload-types'

import section from '../shared/section.module.css'
import { QuoteFigure } from './QuoteFigure'
import styles from './styles.module.css'
import { QuoteCarousel } from './island.client'

/**
 * Vertical quote carousel (spec 4/9). The quotes are rendered on the server and handed to the
 * carousel's island (QuoteCarousel.client.tsx), which server-renders the slides and controls
 * around them: the first quote reads without JavaScript. Embla and its autoplay arrive only when
 * the carousel is needed (QuoteCarouselMotion.client.tsx).
 */
export function QuotesBlock({ block }: { block: QuotesBlockData }) {
  const headingId = `quotes-${block.id ?? 'block'}`
  return (
    <section className={`${section.section} ${styles.section}`} aria-labelledby={headingId}>
      <div className={section.inner}>
        <h2 id={headingId} className={section.heading}>
          {block.heading || 'Co o nás říkají zákazníci'}
        </h2>
        <QuoteCarousel
          label={block.heading || 'Citace zákazníků'}
          slides={block.items.map((item, index) => ({
            // a row the admin has just added may not have its id yet
            id: item.id ?? `quote-${index}`,
            content: <QuoteFigure item={item} />,
          }))}
        />
      </div>
    </section>
  )
}
