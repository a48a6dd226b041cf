'use client'

import { useFormFields } from '@payloadcms/ui'

import { formatAdminDateTime } from '@/lib/dates/formatAdminDateTime'
import { dayCount as days } from '@/lib/dates/dayCount'
import type { RetentionDays } from '@/leads/eraseExpiredLeads'
import { leadErasure } from '@/leads/leadErasure'

/**
 * Above a lead's personal data: when it will be erased (or that it was), from the lead's own
 * dates and the retention the server runs with (collections/Leads passes it in).
 */
export function LeadRetentionNote({ deliveredDays, failedDays }: RetentionDays) {
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const deliveredAt = useFormFields(([fields]) => fields.deliveredAt?.value as string | undefined)
  const failedAt = useFormFields(([fields]) => fields.failedAt?.value as string | undefined)
  const erasedAt = useFormFields(([fields]) => fields.erasedAt?.value as string | undefined)
  const erasure = leadErasure(
    { status, deliveredAt, failedAt, erasedAt },
    { deliveredDays, failedDays },
  )
  let text: string
  if (erasure.state === 'erased') {
    text = `Osobní údaje byly smazány ${formatAdminDateTime(erasure.at)}.`
  } else if (erasure.state === 'scheduled') {
    const after = erasure.after === 'delivery' ? 'po doručení' : 'po selhání doručení'
    text = `Osobní údaje se smažou ${formatAdminDateTime(erasure.at)} (${days(erasure.days)} ${after}).`
  } else {
    text = `Osobní údaje se smažou ${days(erasure.deliveredDays)} po doručení, nebo ${days(erasure.failedDays)} po selhání doručení.`
  }
  return (
    <p className="field-description" data-lead-retention-note>
      {text}
    </p>
  )
}
