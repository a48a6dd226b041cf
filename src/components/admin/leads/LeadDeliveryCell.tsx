import type { DefaultServerCellComponentProps } from 'payload'

import { type LeadDelivery, leadDeliveryInWords } from './leadDeliveryInWords'

/** The leads list column "Stav doručení": the state in words, not the stored code. */
export function LeadDeliveryCell({ rowData }: DefaultServerCellComponentProps) {
  return <span>{leadDeliveryInWords(rowData as LeadDelivery)}</span>
}
