'use client'

import Link from 'next/link'
import type React from 'react'

import { type DataLayerEvent, pushDataLayer } from '@/lib/analytics/dataLayer'

type Props = {
  href: string
  /** Pushed to the data layer when the link is followed (e.g. signer_interest, webinar_interest). */
  event: DataLayerEvent
  /** Another site: a plain anchor opening a new tab. */
  external?: boolean
  className?: string
  children: React.ReactNode
}

/** A link that records one analytics event of spec 7 when it is clicked. */
export function TrackedLink({ href, event, external, className, children }: Props) {
  const onClick = () => pushDataLayer(event)
  if (external) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener" onClick={onClick}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} className={className} onClick={onClick}>
      {children}
    </Link>
  )
}
