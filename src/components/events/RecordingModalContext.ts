'use client'

import { createContext, useContext } from 'react'

/** Present on the recordings list: links open the modal there instead of navigating. */
export const RecordingModalContext = createContext<((slug: string) => void) | null>(null)

export function useOpenRecording() {
  return useContext(RecordingModalContext)
}
