import { CmsLink } from '@/components/CmsLink'

import styles from './Header.module.css'
import { SUBMENU_GROUP, submenuId } from './headerIds'
import type { MenuEntry } from './menuTypes'

/** The main menu: plain links and mega-menus, each a `<details>` (one open at a time). */
export function MainNav({ entries }: { entries: MenuEntry[] }) {
  return (
    <nav className={styles.mainNav} aria-label="Hlavní menu">
      <ul className={styles.mainList}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.mainItem}>
            {entry.kind === 'link' ? (
              <CmsLink link={entry.link} className={styles.topLink} />
            ) : (
              <details name={SUBMENU_GROUP} className={styles.mega}>
                <summary className={styles.topLink}>
                  {entry.label}
                  <span className={styles.chevron} aria-hidden="true" />
                </summary>
                <div id={submenuId(entry.id)} className={styles.submenu}>
                  <div className={styles.submenuInner}>
                    {entry.groups.map((group, index) => {
                      const headingId = `${submenuId(entry.id)}-${index}`
                      return (
                        <div key={headingId} className={styles.group}>
                          <p className={styles.groupHeading} id={headingId}>
                            {group.heading}
                          </p>
                          <ul aria-labelledby={headingId}>
                            {group.links.map((link) => (
                              <li key={link.href + link.label}>
                                <CmsLink link={link} className={styles.subLink}>
                                  <span className={styles.subLabel}>{link.label}</span>
                                  {link.description ? (
                                    <span className={styles.subDescription}>
                                      {link.description}
                                    </span>
                                  ) : null}
                                </CmsLink>
                              </li>
                            ))}
                          </ul>
                        </div>
                      )
                    })}
                  </div>
                </div>
              </details>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
