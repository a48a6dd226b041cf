import { RichText } from '@/components/RichText'

import type { QuotesBlock as QuotesBlockData } from '@/payload-types'

import { MediaImage } from '../shared/MediaImage'
import section from '../shared/section.module.css'
import { QuoteCarouselControls } from './QuoteCarouselControls'
import styles from './styles.module.css'
import { QuoteCarouselEnhancer } from './island.client'

/**
 * Vertical quote carousel (spec 4/9), rendered whole on the server: the first quote reads without
 * JavaScript. Autoplay, the pause control and the dots come from quoteCarouselBehaviour.ts, which
 * a small island loads once the carousel nears the viewport or a visitor reaches it, so neither
 * its code nor Embla's is part of the page's first load or hydration.
 */
export function QuotesBlock({ block }: { block: QuotesBlockData }) {
  const headingId = `quotes-${block.id ?? 'block'}`
  const carouselId = `${headingId}-carousel`
  const count = block.items.length
  return (
    <section className={`${section.section} ${styles.section}`} aria-labelledby={headingId}>
      <div className={section.inner}>
        <h2 id={headingId} className={section.heading}>
          {block.heading || 'Co o nás říkají zákazníci'}
        </h2>
        <div
          id={carouselId}
          className={styles.carousel}
          role="region"
          aria-roledescription="carousel"
          aria-label={block.heading || 'Citace zákazníků'}
        >
          {/* Before the slides in the DOM, so the keyboard reaches the pause control first (WCAG
              2.2.2); shown to the right of them. */}
          {count > 1 ? <QuoteCarouselControls count={count} /> : null}
          <div className={styles.viewport} data-carousel-viewport="">
            <div className={styles.track} aria-live="off">
              {block.items.map((item, index) => (
                <div
                  key={item.id}
                  className={styles.slide}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} z ${count}`}
                  aria-hidden={index !== 0}
                  data-active={index === 0 ? 'true' : undefined}
                >
                  <figure className={styles.quote}>
                    <MediaImage className={styles.photo} media={item.image} sizes="96px" />
                    <div className={styles.body}>
                      <blockquote className={styles.text}>
                        <RichText data={item.quote} disableContainer />
                      </blockquote>
                      <figcaption className={styles.author}>
                        <span className={styles.name}>{item.name}</span>
                        {item.position ? (
                          <span className={styles.position}>
                            <RichText data={item.position} disableContainer />
                          </span>
                        ) : null}
                      </figcaption>
                    </div>
                    <div className={styles.logos}>
                      <MediaImage className={styles.logo} media={item.logo} sizes="180px" />
                      <MediaImage
                        className={styles.logoSmall}
                        media={item.logoSmall}
                        sizes="64px"
                      />
                    </div>
                  </figure>
                </div>
              ))}
            </div>
          </div>
          <QuoteCarouselEnhancer carouselId={carouselId} />
        </div>
      </div>
    </section>
  )
}
