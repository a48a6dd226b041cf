import { getSiteSettings } from '@/cms/getGlobals'
import type { NewsWidgetBlock as NewsWidgetBlockData } from '@/payload-types'

import section from '../shared/section.module.css'
import { NewsWidgetLoader } from '@/components/lazyIslands.client'
import { CmsLink } from '@/components/CmsLink'
import { linkOfHref } from '@/lib/links/resolveLink'
import styles from './styles.module.css'

export async function NewsWidgetBlock({ block }: { block: NewsWidgetBlockData }) {
  const widgetId = (await getSiteSettings())?.newsWidgetId
  const fallback = (
    <p className={styles.fallback}>
      <CmsLink link={linkOfHref(block.fallbackUrl)}>{block.fallbackText}</CmsLink>
    </p>
  )
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
