'use client'

import Link from 'next/link'
import type React from 'react'

import { pushDataLayer } from '@/lib/analytics/dataLayer'

/** Spec 2: every way to the consultation route records consultation_interest. */
export function ConsultationLink({
  className,
  children,
}: {
  className?: string
  children: React.ReactNode
}) {
  return (
    <Link
      href="/konzultace"
      className={className}
      onClick={() => pushDataLayer({ event: 'consultation_interest' })}
    >
      {children}
    </Link>
  )
}
