import { getSiteSettings } from '@/cms/getGlobals'
import type { NewsWidgetBlock as NewsWidgetBlockData } from '@/payload-types'

import section from '../shared/section.module.css'
import { CmsLink } from '@/components/CmsLink'
import { resolveLink } from '@/lib/links/resolveLink'
import styles from './styles.module.css'
import { NewsWidgetEnhancer } from './island.client'

/**
 * The news block: a link to the news (the fallback), which a render-nothing island replaces by the
 * third-party widget with analytics consent once the block is in view (newsWidgetBehaviour.ts).
 */
export async function NewsWidgetBlock({ block }: { block: NewsWidgetBlockData }) {
  const widgetId = (await getSiteSettings())?.newsWidgetId
  const link = resolveLink(block.fallbackUrl, block.fallbackText)
  const fallback = link ? (
    <p className={styles.fallback}>
      <CmsLink link={link} />
    </p>
  ) : null
  const rootId = `news-widget-${block.id ?? 'block'}`
  return (
    <section className={section.section}>
      <div className={section.inner}>
        <h2 className={section.heading}>{block.heading || 'Novinky'}</h2>
        {widgetId ? (
          <>
            <div id={rootId} className={styles.widget} data-news-widget="link">
              {fallback}
            </div>
            <NewsWidgetEnhancer
              rootId={rootId}
              scriptUrl={block.scriptUrl}
              widgetClass={`elfsight-app-${widgetId}`}
            />
          </>
        ) : (
          fallback
        )}
      </div>
    </section>
  )
}
