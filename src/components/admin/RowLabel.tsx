'use client'

import { useRowLabel } from '@payloadcms/ui'

type Row = {
  label?: string | null
  heading?: string | null
  title?: string | null
  name?: string | null
  slug?: string | null
  from?: string | null
  network?: string | null
  link?: { label?: string | null } | null
}

/** Collapsed array rows in the admin show what they contain instead of "Row 01". */
export function RowLabel() {
  const { data, rowNumber } = useRowLabel<Row>()
  const text =
    data?.label ||
    data?.heading ||
    data?.title ||
    data?.name ||
    data?.link?.label ||
    data?.from ||
    data?.network ||
    data?.slug
  return <span>{text || `Položka ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`}</span>
}
