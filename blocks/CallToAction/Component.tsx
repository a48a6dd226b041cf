import { CmsLink } from '@/components/CmsLink'
import { resolveLink } from '@/lib/links/resolveLink'
import type { CallToActionBlock as CallToActionBlockData } from '@/payload-types'

import styles from './styles.module.css'

export function CallToActionBlock({ block }: { block: CallToActionBlockData }) {
  const links = (block.links ?? []).flatMap((item) => {
    const link = resolveLink(item.link)
    return link ? [link] : []
  })
  return (
    <section className={`section ${styles.cta}`} aria-label={block.heading}>
      <div className={styles.box}>
        <div>
          <h2 className={styles.heading}>{block.heading}</h2>
          {block.text ? <p className={styles.text}>{block.text}</p> : null}
        </div>
        {links.length ? (
          <div className={styles.actions}>
            {links.map((link, index) => (
              <CmsLink
                key={link.href}
                link={link}
                className={index === 0 ? 'button button--light' : 'button button--ghost'}
              />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  )
}
