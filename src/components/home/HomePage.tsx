import { DataLayerClicks, LivePreviewRefresh } from '@/components/lazyIslands.client'
import type { Homepage } from '@/payload-types'

import { audienceAttribute } from './audience'
import { HomeBlock } from './HomeBlock'
import styles from './HomePage.module.css'

/**
 * Both audiences are rendered at once; CSS shows the chosen one (see HomePage.module.css), so the
 * switch costs no request and no loading state.
 */
export function HomePage({ homepage, preview = false }: { homepage: Homepage; preview?: boolean }) {
  return (
    <div className={styles.home}>
      {(homepage.layout ?? []).map((block, index) => (
        <div
          key={block.id ?? `${block.blockType}-${index}`}
          data-audience={audienceAttribute(block)}
        >
          <HomeBlock block={block} />
        </div>
      ))}
      <DataLayerClicks />
      {preview ? <LivePreviewRefresh /> : null}
    </div>
  )
}
