import type React from 'react'

import { TrackedLink } from '@/components/analytics/TrackedLink'

/** Spec 2: every way to the consultation route records consultation_interest. */
export function ConsultationLink({
  className,
  children,
}: {
  className?: string
  children: React.ReactNode
}) {
  return (
    <TrackedLink
      href="/konzultace"
      event={{ event: 'consultation_interest' }}
      className={className}
    >
      {children}
    </TrackedLink>
  )
}
