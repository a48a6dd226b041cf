import { RichText } from '@/components/RichText'

import type { QuotesBlock } from '@/payload-types'

import { MediaImage } from '../shared/MediaImage'
import styles from './styles.module.css'

/** One quote as a slide shows it: photo, text, name and position, logos. */
export function QuoteFigure({ item }: { item: QuotesBlock['items'][number] }) {
  return (
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
        <MediaImage className={styles.logoSmall} media={item.logoSmall} sizes="64px" />
      </div>
    </figure>
  )
}
