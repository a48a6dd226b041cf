import type { UIFieldServerComponent } from 'payload'
import type { ReactNode } from 'react'

import { formatAdminDateTime } from '@/lib/dates/formatAdminDateTime'
import { phoneHref } from '@/lib/phoneHref'
import { enquirySourceLabel } from '@/lib/validation/enquirySources'
import type { Lead } from '@/payload-types'

import { detailLink, detailList, detailTerm, detailValue } from './leadDetailStyles'
import { leadDeliveryInWords } from './leadDeliveryInWords'

export type LeadLetterData = Partial<
  Pick<
    Lead,
    | 'email'
    | 'phone'
    | 'text'
    | 'source'
    | 'location'
    | 'pagePath'
    | 'createdAt'
    | 'erasedAt'
    | 'status'
    | 'attempts'
    | 'deliveredAt'
    | 'nextAttemptAt'
    | 'lastError'
  >
>

/** The form's label as the provider got it: `location` is "label | page address". */
const formLabel = (location: string | null | undefined) => location?.split(' | ')[0]?.trim() || null

/**
 * A lead as a salesperson reads it (collections/Leads; the visitor's name is the document's
 * title): how it is getting to the provider, how to reach the visitor (`mailto:`, `tel:`), where
 * they wrote from and what. Plain text, not disabled inputs; a server component, no script.
 */
export function LeadLetter({ lead }: { lead: LeadLetterData }) {
  const rows: Array<{ term: string; value: ReactNode }> = []
  if (lead.email) {
    rows.push({
      term: 'E-mail',
      value: (
        <a href={`mailto:${lead.email}`} style={detailLink}>
          {lead.email}
        </a>
      ),
    })
  }
  if (lead.phone) {
    rows.push({
      term: 'Telefon',
      value: (
        <a href={phoneHref(lead.phone)} style={detailLink}>
          {lead.phone}
        </a>
      ),
    })
  }
  const form = formLabel(lead.location)
  if (form) rows.push({ term: 'Formulář', value: form })
  if (lead.pagePath) rows.push({ term: 'Stránka', value: lead.pagePath })
  const received = formatAdminDateTime(lead.createdAt)
  if (received) rows.push({ term: 'Přijato', value: received })
  const source = enquirySourceLabel(lead.source)
  if (source) rows.push({ term: 'Jak se o nás dozvěděl', value: source })

  return (
    <div data-lead-letter style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <p data-lead-delivery-state style={{ margin: '0 0 var(--base)', fontSize: '1.1em' }}>
        <span style={detailTerm}>Stav doručení: </span>
        <strong style={{ color: 'var(--theme-text)' }}>{leadDeliveryInWords(lead)}</strong>
      </p>
      <dl style={detailList}>
        {rows.map(({ term, value }) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt style={detailTerm}>{term}</dt>
            <dd style={detailValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {lead.erasedAt ? (
        <p style={detailValue}>Kontakty a zpráva návštěvníka už byly smazány.</p>
      ) : (
        <>
          <h2 style={{ fontSize: '1.1em', margin: '0 0 0.5rem', color: 'var(--theme-text)' }}>
            Zpráva
          </h2>
          <p data-lead-message style={{ ...detailValue, whiteSpace: 'pre-wrap', maxWidth: '70ch' }}>
            {lead.text || '—'}
          </p>
        </>
      )}
    </div>
  )
}

/** The `ui` field of collections/Leads that shows the stored lead (`data`) as LeadLetter. */
export const LeadLetterField: UIFieldServerComponent = ({ data }) => (
  <LeadLetter lead={data as LeadLetterData} />
)
