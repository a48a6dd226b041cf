import { CmsLink } from '@/components/CmsLink'
import { resolveLink } from '@/lib/links/resolveLink'
import type { Page } from '@/payload-types'

import styles from './PageHeader.module.css'

/** The page's one H1, with its optional eyebrow, lead and up to two buttons. */
export function PageHeader({ page }: { page: Pick<Page, 'title' | 'hero'> }) {
  const actions = (page.hero?.actions ?? []).flatMap((item) => {
    const link = resolveLink(item.link)
    return link ? [link] : []
  })
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        {page.hero?.eyebrow ? <p className={styles.eyebrow}>{page.hero.eyebrow}</p> : null}
        <h1 className={styles.title}>{page.title}</h1>
        {page.hero?.lead ? <p className={styles.lead}>{page.hero.lead}</p> : null}
        {actions.length ? (
          <div className={styles.actions}>
            {actions.map((link, index) => (
              <CmsLink
                key={link.href}
                link={link}
                className={index === 0 ? 'button' : 'button button--outline'}
              />
            ))}
          </div>
        ) : null}
      </div>
    </header>
  )
}
