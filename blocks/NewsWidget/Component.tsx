import { getSiteSettings } from '@/cms/getGlobals'
import type { NewsWidgetBlock as NewsWidgetBlockData } from '@/payload-types'

import section from '../shared/section.module.css'
import { NewsWidgetLoader } from '@/components/lazyIslands.client'
import { CmsLink } from '@/components/CmsLink'
import { resolveLink } from '@/lib/links/resolveLink'
import styles from './styles.module.css'

export async function NewsWidgetBlock({ block }: { block: NewsWidgetBlockData }) {
  const widgetId = (await getSiteSettings())?.newsWidgetId
  const link = resolveLink(block.fallbackUrl, block.fallbackText)
  const fallback = link ? (
    <p className={styles.fallback}>
      <CmsLink link={link} />
    </p>
  ) : null
  return (
    <section className={section.section}>
      <div className={section.inner}>
        <h2 className={section.heading}>{block.heading || 'Novinky'}</h2>
        {widgetId ? (
          <NewsWidgetLoader scriptUrl={block.scriptUrl} widgetClass={`elfsight-app-${widgetId}`}>
            {fallback}
          </NewsWidgetLoader>
        ) : (
          fallback
        )}
      </div>
    </section>
  )
}
