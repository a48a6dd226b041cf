'use client'

import { create } from 'zustand'

import { sessionExpiryStorage, takeSessionExpiry } from './sessionExpiryNotice'

interface SessionExpiryNoticeState {
  /** The message taken from storage in this page load, and the page that shows it. */
  message: string | null
  shownOn: string | null
  /** Called by the page that stays (SessionNotice on mount): takes a waiting message for it. */
  showPendingOn: (pathname: string) => void
}

export const useSessionExpiryNotice = create<SessionExpiryNoticeState>()((set, get) => ({
  message: null,
  shownOn: null,
  showPendingOn: (pathname) => {
    const pending = takeSessionExpiry(sessionExpiryStorage())
    if (pending) set({ message: pending, shownOn: pathname })
    // shown once: the next page no longer shows it (a second mount on the same page still does)
    else if (get().shownOn !== pathname) set({ message: null, shownOn: null })
  },
}))
