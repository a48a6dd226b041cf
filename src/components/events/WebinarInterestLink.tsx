import type React from 'react'

import { dataLayerAttributes } from '@/lib/analytics/dataLayer'

/**
 * The registration link of an upcoming event; the click is counted as `webinar_interest` (by
 * dataLayerClicksScript).
 */
export function WebinarInterestLink({
  href,
  slug,
  className,
  children,
}: {
  href: string
  slug: string
  className?: string
  children: React.ReactNode
}) {
  const external = /^https?:\/\//.test(href)
  return (
    <a
      href={href}
      className={className}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      {...dataLayerAttributes({ event: 'webinar_interest', webinar: slug })}
      data-testid="webinar-interest"
    >
      {children}
    </a>
  )
}
