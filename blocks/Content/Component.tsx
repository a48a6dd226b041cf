import { RichText } from '@/components/RichText'
import type { ContentBlock as ContentBlockData } from '@/payload-types'

import styles from './styles.module.css'

export function ContentBlock({ block }: { block: ContentBlockData }) {
  return (
    <div id={block.anchor || undefined} className={`section ${styles.content}`}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      <RichText data={block.richText} />
    </div>
  )
}
