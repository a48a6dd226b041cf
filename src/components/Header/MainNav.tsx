import { CmsLink } from '@/components/CmsLink'

import styles from './Header.module.css'
import { SUBMENU_GROUP, submenuId } from './headerIds'
import type { MenuEntry } from './menuTypes'

type MegaMenuEntry = Extract<MenuEntry, { kind: 'mega' }>

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
              <MegaMenu entry={entry} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

function MegaMenu({ entry }: { entry: MegaMenuEntry }) {
  const id = submenuId(entry.id)
  return (
    <details name={SUBMENU_GROUP} className={styles.mega}>
      <summary className={styles.topLink}>
        {entry.label}
        <span className={styles.chevron} aria-hidden="true" />
      </summary>
      <div id={id} className={styles.submenu}>
        <div className={styles.submenuInner}>
          {entry.groups.map((group, index) => (
            <div key={`${id}-${index}`} className={styles.group}>
              <p className={styles.groupHeading} id={`${id}-${index}`}>
                {group.heading}
              </p>
              <ul aria-labelledby={`${id}-${index}`}>
                {group.links.map((link) => (
                  <li key={link.href + link.label}>
                    <CmsLink link={link} className={styles.subLink}>
                      <span className={styles.subLabel}>{link.label}</span>
                      {link.description ? (
                        <span className={styles.subDescription}>{link.description}</span>
                      ) : null}
                    </CmsLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </details>
  )
}
