import { RenderBlocks } from '@blocks/RenderBlocks'
import type { Homepage } from '@/payload-types'
import { HOME_PATH } from '@/lib/routes/pagePath'

/**
 * The homepage global's blocks through the one block renderer. Both audiences are rendered at
 * once; CSS shows the chosen one, so the switch costs no request and no loading state. (No
 * `content-visibility: auto` below the first screen: unpainted sections misled accessibility
 * checks about colours and target sizes.)
 */
export function HomePage({ homepage }: { homepage: Homepage }) {
  return <RenderBlocks blocks={homepage.layout} pagePath={HOME_PATH} />
}
