import { CmsLink } from '@/components/CmsLink'

import styles from './Header.module.css'
import type { MenuLink } from './menuTypes'

/** The secondary links and the e-shop button (above the main row on desktop). */
export function UtilityNav({ links, eshop }: { links: MenuLink[]; eshop: MenuLink | null }) {
  return (
    <nav className={styles.utilityNav} aria-label="Další odkazy">
      <ul className={styles.utilityList}>
        {links.map((link) => (
          <li key={link.href}>
            <CmsLink link={link} className={styles.utilityLink} />
          </li>
        ))}
        {eshop ? (
          <li>
            <CmsLink link={eshop} className={styles.eshop} />
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
