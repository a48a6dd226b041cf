import type { DefaultServerCellComponentProps } from 'payload'

import { enquirySourceLabel } from '@/lib/validation/enquirySources'

/** The leads list column "Jak se o nás dozvěděl": the Czech choice, not the code sent on. */
export function LeadSourceCell({ cellData }: DefaultServerCellComponentProps) {
  return <span>{enquirySourceLabel(typeof cellData === 'string' ? cellData : null) ?? '—'}</span>
}
