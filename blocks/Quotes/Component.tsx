import { RichText } from '@/components/RichText'

import type { QuotesBlock as QuotesBlockData } from '@/payload-types'

import { MediaImage } from '../shared/MediaImage'
import section from '../shared/section.module.css'
import { QuotesCarousel } from '@/components/lazyIslands.client'
import styles from './styles.module.css'

/** Slides are rendered here on the server; the client island only moves them. */
export function QuotesBlock({ block }: { block: QuotesBlockData }) {
  const headingId = `quotes-${block.id ?? 'block'}`
  return (
    <section className={`${section.section} ${styles.section}`} aria-labelledby={headingId}>
      <div className={section.inner}>
        <h2 id={headingId} className={section.heading}>
          {block.heading || 'Co o nás říkají zákazníci'}
        </h2>
        <QuotesCarousel label={block.heading || 'Citace zákazníků'}>
          {block.items.map((item) => (
            <figure key={item.id} className={styles.quote}>
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
                <MediaImage className={styles.logoSmall} media={item.logoSmall} sizes="64px" />
              </div>
            </figure>
          ))}
        </QuotesCarousel>
      </div>
    </section>
  )
}
