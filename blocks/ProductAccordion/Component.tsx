import { RichText } from '@/components/RichText'

import type { ProductAccordionBlock as ProductAccordionBlockData } from '@/payload-types'

import { MediaImage } from '../shared/MediaImage'
import section from '../shared/section.module.css'
import { ProductAccordion } from '@/components/lazyIslands.client'
import { CmsLink } from '@/components/CmsLink'
import { resolveLink } from '@/lib/links/resolveLink'
import styles from './styles.module.css'

export function ProductAccordionBlock({ block }: { block: ProductAccordionBlockData }) {
  const items = block.items.map((item) => {
    const link = resolveLink(item.linkPath, item.linkText || 'Více o produktu')
    return {
      id: item.id ?? item.title,
      title: item.title,
      hasImage: Boolean(item.image && typeof item.image === 'object'),
      logo: (
        <MediaImage
          className={`${styles.logo} ${item.wide ? styles.wide : ''} ${item.wider ? styles.wider : ''}`}
          media={item.logo}
          sizes="200px"
          decorative
        />
      ),
      answer: (
        <>
          <RichText data={item.answer} disableContainer />
          {link ? <CmsLink className={styles.more} link={link} /> : null}
        </>
      ),
      image: (
        <MediaImage
          className={styles.productImage}
          media={item.image}
          sizes="(max-width: 900px) 90vw, 560px"
        />
      ),
    }
  })
  return (
    <section className={section.section}>
      <div className={section.inner}>
        {block.heading ? <h2 className={section.heading}>{block.heading}</h2> : null}
        <ProductAccordion items={items} />
      </div>
    </section>
  )
}
