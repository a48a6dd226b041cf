import type { UIFieldServerComponent } from 'payload'

import { formatAdminDateTime } from '@/lib/dates/formatAdminDateTime'
import type { Lead } from '@/payload-types'

import { detailList, detailTerm, detailValue } from './leadDetailStyles'

export type LeadDeliveryDetailsData = Partial<
  Pick<
    Lead,
    | 'deliveryId'
    | 'attempts'
    | 'nextAttemptAt'
    | 'lastError'
    | 'deliveredAt'
    | 'failedAt'
    | 'erasedAt'
    | 'location'
  >
>

/**
 * The technical side of a lead's delivery for administrators (collections/Leads, folded away
 * under "Technické podrobnosti doručení"): what support or the provider asks about. Text, not
 * disabled inputs; what is not known yet shows as "—".
 */
export function LeadDeliveryDetails({ lead }: { lead: LeadDeliveryDetailsData }) {
  const rows: Array<[string, string | number | null | undefined]> = [
    ['Klíč doručení (k dohledání u poskytovatele)', lead.deliveryId],
    ['Počet pokusů o doručení', lead.attempts ?? 0],
    ['Další pokus', formatAdminDateTime(lead.nextAttemptAt)],
    ['Poslední chyba', lead.lastError],
    ['Doručeno', formatAdminDateTime(lead.deliveredAt)],
    ['Doručování skončilo neúspěchem', formatAdminDateTime(lead.failedAt)],
    ['Formulář a adresa stránky (jak je dostal poskytovatel)', lead.location],
    ['Osobní údaje smazány', formatAdminDateTime(lead.erasedAt)],
  ]
  return (
    <dl data-lead-delivery-details style={detailList}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt style={detailTerm}>{term}</dt>
          <dd style={detailValue}>
            {value === null || value === undefined || value === '' ? '—' : value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** The `ui` field of collections/Leads that shows the stored lead (`data`) as LeadDeliveryDetails. */
export const LeadDeliveryDetailsField: UIFieldServerComponent = ({ data }) => (
  <LeadDeliveryDetails lead={data as LeadDeliveryDetailsData} />
)
