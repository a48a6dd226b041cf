import { RichText } from '@/components/RichText'

import type { ProductAccordionBlock as ProductAccordionBlockData } from '@/payload-types'

import { MediaImage } from '../shared/MediaImage'
import section from '../shared/section.module.css'
import { CmsLink } from '@/components/CmsLink'
import { resolveLink } from '@/lib/links/resolveLink'
import {
  accordionImageIndex,
  accordionItemProps,
  INITIAL_ACCORDION_INDEX,
  productImageSlotProps,
  productImagesProps,
} from './accordionImage'
import styles from './styles.module.css'
import { ProductImagesEnhancer } from './island.client'

/**
 * Spec 4's accordion of products: native <details> items of one group (`name`: opening one closes
 * the other), so they open and close with mouse, keyboard and screen readers before and without
 * client JavaScript; the first starts open. The product images beside them are rendered here
 * too, the first item's shown; a render-nothing island loads what switches them
 * (productImagesBehaviour.ts) once the accordion nears the viewport or a visitor reaches it.
 */
export function ProductAccordionBlock({ block }: { block: ProductAccordionBlockData }) {
  const items = block.items.map((item) => {
    const link = resolveLink(item.linkPath, item.linkText || 'Více o produktu')
    const id = item.id ?? item.title
    return {
      id,
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
  const accordionId = `product-accordion-${block.id ?? 'block'}`
  const shownImage = accordionImageIndex(items, INITIAL_ACCORDION_INDEX)
  return (
    <section className={section.section}>
      <div className={section.inner}>
        {block.heading ? <h2 className={section.heading}>{block.heading}</h2> : null}
        <div id={accordionId} className={styles.layout}>
          <div className={styles.items}>
            {items.map((item, index) => (
              <details
                key={item.id}
                name={accordionId}
                className={styles.item}
                open={index === INITIAL_ACCORDION_INDEX}
                {...accordionItemProps(index)}
              >
                <summary className={styles.trigger}>
                  {item.logo}
                  <span className={styles.title}>{item.title}</span>
                  <span className={styles.chevron} aria-hidden="true" />
                </summary>
                <div className={styles.panel}>{item.answer}</div>
              </details>
            ))}
          </div>
          <div className={styles.images} {...productImagesProps}>
            {items.map((item, index) => (
              <div
                key={item.id}
                className={styles.imageSlot}
                {...productImageSlotProps(index, shownImage)}
              >
                {item.image}
              </div>
            ))}
          </div>
          <ProductImagesEnhancer accordionId={accordionId} />
        </div>
      </div>
    </section>
  )
}
