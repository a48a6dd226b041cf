import type { NewsWidgetBlock as NewsWidgetBlockData } from '@/payload-types'

import section from '../shared/section.module.css'
import { SiteLink } from '../shared/SiteLink'
import { NewsWidgetLoader } from '@/components/lazyIslands.client'
import styles from './styles.module.css'

export function NewsWidgetBlock({ block }: { block: NewsWidgetBlockData }) {
  return (
    <section className={section.section}>
      <div className={section.inner}>
        <h2 className={section.heading}>{block.heading || 'Novinky'}</h2>
        <NewsWidgetLoader scriptUrl={block.scriptUrl} widgetClass={block.widgetClass}>
          <p className={styles.fallback}>
            <SiteLink href={block.fallbackUrl}>{block.fallbackText}</SiteLink>
          </p>
        </NewsWidgetLoader>
      </div>
    </section>
  )
}
