'use client'

import { useEffect } from 'react'

import { HEADER_ID, MENU_PANEL_ID } from './headerIds'

/** Scrolled further than this, the header is compact. */
const SHRINK_AFTER_PX = 24
const DESKTOP = '(min-width: 1140px)'

/**
 * What the header's HTML cannot do by itself, added once it has hydrated: an open mega-menu
 * closes on Escape (focus back on its summary), on a click or focus outside the header and on a
 * followed link (the header stays on screen across client-side navigations, and so would the
 * menus); the burger's panel closes on a followed link and when the window widens to the desktop
 * layout; the bar turns compact once the page scrolls; a search box, once focused, loads its
 * suggestions (searchSuggestions.ts, a chunk of its own). Renders nothing.
 */
export function HeaderBehaviour() {
  useEffect(() => {
    const header = document.getElementById(HEADER_ID)
    const panel = document.getElementById(MENU_PANEL_ID)
    if (!header || !panel) return
    const desktop = window.matchMedia(DESKTOP)

    const closeSubmenu = () => {
      const open = header.querySelector<HTMLDetailsElement>('details[open]')
      if (open) open.open = false
      return open
    }
    const closePanel = () => {
      if (panel.matches(':popover-open')) panel.hidePopover()
    }

    let frame = 0
    const updateCompact = () => {
      frame = 0
      header.toggleAttribute('data-compact', window.scrollY > SHRINK_AFTER_PX)
    }
    const onScroll = () => {
      frame ||= requestAnimationFrame(updateCompact)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const closed = closeSubmenu()
      if (!closed) return
      // The innermost open thing closes first: cancelling the key keeps the burger's popover open.
      event.preventDefault()
      closed.querySelector('summary')?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!header.contains(event.target as Node)) closeSubmenu()
    }
    const onClick = (event: MouseEvent) => {
      if (!(event.target as Element).closest('a')) return
      closeSubmenu()
      closePanel()
    }
    // Tabbing out of the header closes an open mega-menu, so it never covers the focused content.
    const onFocusOut = (event: FocusEvent) => {
      if (!header.contains(event.relatedTarget as Node | null)) closeSubmenu()
    }
    const onLayoutChange = () => {
      if (desktop.matches) closePanel()
    }
    // Search suggestions: their code is fetched only when a search box is first focused.
    const offerSuggestions = (target: EventTarget | null) => {
      if (!(target instanceof HTMLInputElement) || !target.matches('[data-search-suggest]')) return
      void import('@/search/components/searchSuggestions').then((suggestions) =>
        suggestions.attachSearchSuggestions(target),
      )
    }
    const onFocusIn = ({ target }: FocusEvent) => offerSuggestions(target)

    updateCompact()
    // one signal removes every listener when the header unmounts
    const listening = new AbortController()
    const { signal } = listening
    window.addEventListener('scroll', onScroll, { passive: true, signal })
    document.addEventListener('keydown', onKeyDown, { signal })
    document.addEventListener('pointerdown', onPointerDown, { signal })
    document.addEventListener('focusin', onFocusIn, { signal })
    header.addEventListener('click', onClick, { signal })
    header.addEventListener('focusout', onFocusOut, { signal })
    desktop.addEventListener('change', onLayoutChange, { signal })
    // A box focused before this hydrated (a quick visitor, a slow phone) had no focusin heard.
    offerSuggestions(document.activeElement)
    return () => {
      cancelAnimationFrame(frame)
      listening.abort()
    }
  }, [])
  return null
}
