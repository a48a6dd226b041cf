import Link from 'next/link'
import type React from 'react'

import { type DataLayerEventName, dataLayerEventAttribute } from '@/lib/analytics/dataLayer'

type Props = {
  href: string
  className?: string
  children: React.ReactNode
  /** Pushed to the data layer on click (see DataLayerClicks). */
  analyticsEvent?: DataLayerEventName | null
}

/** A site path through the Next router; an absolute address in a new tab. */
export function SiteLink({ href, className, children, analyticsEvent }: Props) {
  const eventProps = analyticsEvent ? { [dataLayerEventAttribute]: analyticsEvent } : {}
  if (/^https?:\/\//.test(href)) {
    return (
      <a
        className={className}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        {...eventProps}
      >
        {children}
        <span className="visually-hidden"> (otevře se v novém okně)</span>
      </a>
    )
  }
  return (
    <Link className={className} href={href} {...eventProps}>
      {children}
    </Link>
  )
}
