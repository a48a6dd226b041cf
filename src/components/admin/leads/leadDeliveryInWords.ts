import { formatAdminDateTime } from '@/lib/dates/formatAdminDateTime'
import type { Lead } from '@/payload-types'

export type LeadDelivery = Partial<
  Pick<Lead, 'status' | 'attempts' | 'deliveredAt' | 'nextAttemptAt' | 'lastError'>
>

/** What src/leads/deliverLead.ts writes when it stops retrying: "Doručování vzdáno po 24 h. …". */
const GAVE_UP = /^Doručování vzdáno po (\d+) h\./
/** A refusal the queue does not retry (src/leads/deliveryOutcome.ts): "… odpověděl HTTP 422…". */
const REFUSED = /\bHTTP 4\d\d\b/

/** Why a failed lead did not get through, without the provider's codes. */
function whyNotDelivered(lastError: string | null | undefined): string | null {
  if (!lastError) return null
  const gaveUp = GAVE_UP.exec(lastError)
  if (gaveUp) return `poskytovatel ji ani po ${gaveUp[1]} h opakovaných pokusů nepřijal`
  if (REFUSED.test(lastError)) return 'poskytovatel ji odmítl'
  return 'poskytovatel ji nepřijal'
}

/**
 * Where a lead is on its way to the provider, in words a salesperson reads at a glance
 * ("Doručeno 7. 12. 2026 10:15", "Čeká na další pokus (…)", "Nedoručeno – …"); the codes and
 * the exact error stay in the lead's technical details.
 */
export function leadDeliveryInWords(lead: LeadDelivery): string {
  switch (lead.status) {
    case 'delivered': {
      const at = formatAdminDateTime(lead.deliveredAt)
      return at ? `Doručeno ${at}` : 'Doručeno'
    }
    case 'failed': {
      const why = whyNotDelivered(lead.lastError)
      return why ? `Nedoručeno – ${why}` : 'Nedoručeno'
    }
    case 'pending': {
      if (!lead.attempts) return 'Čeká na odeslání'
      const next = formatAdminDateTime(lead.nextAttemptAt)
      return next ? `Čeká na další pokus (${next})` : 'Čeká na další pokus'
    }
    default:
      return '—'
  }
}
