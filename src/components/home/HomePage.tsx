import { RenderBlocks } from '@blocks/RenderBlocks'
import type { Homepage } from '@/payload-types'

import styles from './HomePage.module.css'

/**
 * The homepage global's blocks through the one block renderer. Both audiences are rendered at
 * once; CSS shows the chosen one, so the switch costs no request and no loading state.
 */
export function HomePage({ homepage }: { homepage: Homepage }) {
  return <RenderBlocks blocks={homepage.layout} className={styles.home} />
}
