import { create } from 'zustand'

/** Spec 3 and 8: the global error state, shown by GlobalErrorNotice without blocking the page. */
type GlobalErrorState = {
  error: string | null
  errorDescription: string | null
  setError: (error: string, errorDescription?: string | null) => void
  clearError: () => void
}

export const useGlobalError = create<GlobalErrorState>()((set) => ({
  error: null,
  errorDescription: null,
  setError: (error, errorDescription = null) => set({ error, errorDescription }),
  clearError: () => set({ error: null, errorDescription: null }),
}))
