'use client'

import type React from 'react'
import { useEffect, useRef } from 'react'

import styles from './shop.module.css'

/**
 * The first e-shop heading of this document. Next moves no focus on a client-side navigation, so
 * the control that led to a step (now unmounted) would leave focus on <body>; the first page of a
 * document keeps the browser's own start instead (skip link first).
 */
let firstHeading: HTMLHeadingElement | null = null

/** The page heading of the e-shop; it takes focus when a step is reached by navigation. */
export function StepHeading({ children }: { children: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    // compared by element: a second run of the effect (strict mode) is not a navigation
    if (firstHeading === null) {
      firstHeading = heading.current
      return
    }
    if (firstHeading === heading.current) return
    // a screen reader hears the new step's name and the next Tab continues from its top
    heading.current?.focus()
  }, [])
  return (
    <h1 className={styles.title} ref={heading} tabIndex={-1}>
      {children}
    </h1>
  )
}
