'use client'

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'

import { CmsLink } from '@/components/CmsLink'

import styles from './Header.module.css'
import type { HeaderMenu } from './menuTypes'

const PANEL_ID = 'site-menu'
const toggleId = (id: string) => `menu-toggle-${id}`
const submenuId = (id: string) => `menu-sub-${id}`
/** Scrolled further than this, the header is compact. */
const SHRINK_AFTER_PX = 24

/**
 * The header's only client island: mega-menus (one open at a time), the burger below 1140 px,
 * closing on link click, Escape and click outside, and the compact header once the page scrolls.
 */
export function HeaderBar({ menu, children }: { menu: HeaderMenu; children: ReactNode }) {
  const [openId, setOpenId] = useState<string | null>(null)
  const [panelOpen, setPanelOpen] = useState(false)
  const [compact, setCompact] = useState(false)
  const headerRef = useRef<HTMLElement>(null)
  const burgerRef = useRef<HTMLButtonElement>(null)

  const closeAll = useCallback(() => {
    setOpenId(null)
    setPanelOpen(false)
  }, [])

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      setCompact(window.scrollY > SHRINK_AFTER_PX)
    }
    const onScroll = () => {
      frame ||= requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])

  useEffect(() => {
    if (!openId && !panelOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // The innermost open thing closes first, and focus returns to the button that opened it.
      if (openId) {
        setOpenId(null)
        document.getElementById(toggleId(openId))?.focus()
      } else {
        setPanelOpen(false)
        burgerRef.current?.focus()
      }
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) closeAll()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [openId, panelOpen, closeAll])

  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) closeAll()
  }
  // Tabbing out of the header closes an open sub-menu, so it never covers the focused content.
  const onBlur = (event: FocusEvent) => {
    if (openId && !headerRef.current?.contains(event.relatedTarget as Node | null)) setOpenId(null)
  }

  return (
    <header
      ref={headerRef}
      className={styles.header}
      data-compact={compact || undefined}
      data-menu-open={panelOpen || undefined}
      onClick={onClick}
      onBlur={onBlur}
    >
      <div className={styles.bar}>
        <div className={styles.inner}>
          {children}
          <button
            ref={burgerRef}
            type="button"
            className={styles.burger}
            aria-expanded={panelOpen}
            aria-controls={PANEL_ID}
            onClick={() => {
              setPanelOpen(!panelOpen)
              setOpenId(null)
            }}
          >
            <span className={styles.burgerIcon} aria-hidden="true" />
            <span className={styles.burgerLabel}>{panelOpen ? 'Zavřít' : 'Menu'}</span>
          </button>
          <div id={PANEL_ID} className={styles.panel} data-open={panelOpen || undefined}>
            <nav className={styles.mainNav} aria-label="Hlavní menu">
              <ul className={styles.mainList}>
                {menu.main.map((entry) =>
                  entry.kind === 'link' ? (
                    <li key={entry.id} className={styles.mainItem}>
                      <CmsLink link={entry.link} className={styles.topLink} />
                    </li>
                  ) : (
                    <li key={entry.id} className={styles.mainItem}>
                      <button
                        type="button"
                        id={toggleId(entry.id)}
                        className={styles.topLink}
                        aria-expanded={openId === entry.id}
                        aria-controls={submenuId(entry.id)}
                        onClick={() => setOpenId(openId === entry.id ? null : entry.id)}
                      >
                        {entry.label}
                        <span className={styles.chevron} aria-hidden="true" />
                      </button>
                      <div
                        id={submenuId(entry.id)}
                        className={styles.submenu}
                        hidden={openId !== entry.id}
                      >
                        <div className={styles.submenuInner}>
                          {entry.groups.map((group, index) => (
                            <div key={`${group.heading}-${index}`} className={styles.group}>
                              <p
                                className={styles.groupHeading}
                                id={`${submenuId(entry.id)}-${index}`}
                              >
                                {group.heading}
                              </p>
                              <ul aria-labelledby={`${submenuId(entry.id)}-${index}`}>
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
                          ))}
                        </div>
                      </div>
                    </li>
                  ),
                )}
              </ul>
            </nav>
            <nav className={styles.utilityNav} aria-label="Další odkazy">
              <ul className={styles.utilityList}>
                {menu.secondary.map((link) => (
                  <li key={link.href}>
                    <CmsLink link={link} className={styles.utilityLink} />
                  </li>
                ))}
                {menu.eshop ? (
                  <li>
                    <CmsLink link={menu.eshop} className={styles.eshop} />
                  </li>
                ) : null}
              </ul>
            </nav>
          </div>
        </div>
      </div>
    </header>
  )
}
