import { create } from 'zustand'

import { rememberFailure } from './rememberFailure'

/** Spec 3 and 8: the global error state, shown by GlobalErrorNotice without blocking the page. */
type GlobalErrorState = {
  error: string | null
  errorDescription: string | null
  /** Failures already shown (see rememberFailure): each one is shown once. */
  reportedFailureIds: readonly string[]
  /**
   * Shows a failure. `failureId` names one failure (a server render's marker); without it every
   * call is a failure of its own (a call made in the browser).
   */
  setError: (error: string, errorDescription?: string | null, failureId?: string) => void
  clearError: () => void
}

export const useGlobalError = create<GlobalErrorState>()((set, get) => ({
  error: null,
  errorDescription: null,
  reportedFailureIds: [],
  setError: (error, errorDescription = null, failureId) => {
    if (failureId === undefined) {
      set({ error, errorDescription })
      return
    }
    const reportedFailureIds = rememberFailure(get().reportedFailureIds, failureId)
    if (reportedFailureIds) set({ error, errorDescription, reportedFailureIds })
  },
  clearError: () => set({ error: null, errorDescription: null }),
}))
