import type { Header as HeaderData } from '@/payload-types'

import { HeaderBehaviour } from './HeaderBehaviour.client'
import { HEADER_ID, MENU_PANEL_ID } from './headerIds'
import { HeaderSearch } from './HeaderSearch'
import styles from './Header.module.css'
import { Logo } from './Logo'
import { MainNav } from './MainNav'
import { toHeaderMenu } from './toHeaderMenu'
import { UtilityNav } from './UtilityNav'

/**
 * The site header, server-rendered and usable before (and without) JavaScript: the burger is a
 * native popover button and each mega-menu a `<details>`, so a tap works from the first paint.
 * The island only adds what HTML cannot: closing on a link, Escape, a click or focus outside,
 * and the compact bar once the page scrolls.
 */
export function Header({ header }: { header: HeaderData | null }) {
  const menu = toHeaderMenu(header)
  return (
    <header id={HEADER_ID} className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.inner}>
          <Logo />
          <button type="button" className={styles.burger} popoverTarget={MENU_PANEL_ID}>
            <span className={styles.burgerIcon} aria-hidden="true" />
            <span className={styles.burgerWhenClosed}>Menu</span>
            <span className={styles.burgerWhenOpen}>Zavřít</span>
          </button>
          {/* A popover below 1140 px; from 1140 px on its CSS lays it out in the bar. */}
          <div id={MENU_PANEL_ID} className={styles.panel} popover="auto">
            <HeaderSearch />
            <MainNav entries={menu.main} />
            <UtilityNav links={menu.secondary} eshop={menu.eshop} />
          </div>
        </div>
      </div>
      <HeaderBehaviour />
    </header>
  )
}
