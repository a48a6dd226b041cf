'use client'

import type React from 'react'
import { useId, useState } from 'react'

import { accordionImageIndex, INITIAL_ACCORDION_INDEX } from './accordionImage'
import styles from './styles.module.css'

type Item = {
  id: string
  title: string
  hasImage: boolean
  logo: React.ReactNode
  answer: React.ReactNode
  image: React.ReactNode
}

/** Disclosure buttons (WAI-ARIA accordion); the selected item picks the product image. */
export function ProductAccordion({ items }: { items: Item[] }) {
  const baseId = useId()
  const [open, setOpen] = useState<number | null>(INITIAL_ACCORDION_INDEX)
  const [selected, setSelected] = useState(INITIAL_ACCORDION_INDEX)
  const imageIndex = accordionImageIndex(items, selected)

  const toggle = (index: number) => {
    if (open === index) {
      setOpen(null)
      return
    }
    setOpen(index)
    setSelected(index)
  }

  return (
    <div className={styles.layout}>
      <div className={styles.items}>
        {items.map((item, index) => {
          const expanded = open === index
          const buttonId = `${baseId}-button-${index}`
          const panelId = `${baseId}-panel-${index}`
          return (
            <div key={item.id} className={styles.item} data-open={expanded ? 'true' : undefined}>
              <h3 className={styles.itemHeading}>
                <button
                  id={buttonId}
                  type="button"
                  className={styles.trigger}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                >
                  {item.logo}
                  <span className={styles.title}>{item.title}</span>
                  <span className={styles.chevron} aria-hidden="true" />
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                className={styles.panel}
                hidden={!expanded}
              >
                {item.answer}
              </div>
            </div>
          )
        })}
      </div>
      <div className={styles.images}>
        {items.map((item, index) => (
          <div
            key={item.id}
            className={styles.imageSlot}
            hidden={index !== imageIndex}
            data-product-image={index === imageIndex ? 'shown' : undefined}
          >
            {item.image}
          </div>
        ))}
      </div>
    </div>
  )
}
