'use client'

import { FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

import { formatAdminDateTime } from '@/lib/dates/formatAdminDateTime'

type AttemptLogEntry = {
  at: string
  attempt: number
  outcome: 'delivered' | 'retry' | 'failed'
  ms?: number
  status?: number | null
  error?: string
}

const OUTCOMES: Record<AttemptLogEntry['outcome'], string> = {
  delivered: 'Doručeno',
  retry: 'Nevyšlo, zkusí se znovu',
  failed: 'Nedoručeno',
}

/**
 * A lead's delivery attempts as a table (collections/Leads), instead of Payload's JSON editor,
 * which would load its editor from a third-party CDN and show raw JSON.
 */
export const AttemptLogField: JSONFieldClientComponent = ({ field, path }) => {
  const { value } = useField<AttemptLogEntry[] | null>({ path: path ?? field.name })
  const entries = Array.isArray(value) ? value : []
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <FieldLabel label={field.label} path={path} />
      {entries.length === 0 ? (
        <p>Zatím žádný pokus.</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {['Čas', 'Pokus', 'Výsledek', 'Kód odpovědi', 'Chyba'].map((heading) => (
                <th key={heading} scope="col" style={{ textAlign: 'left', padding: '4px 8px' }}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={`${entry.attempt}-${entry.at}`}>
                <td style={{ padding: '4px 8px', whiteSpace: 'nowrap' }}>
                  {formatAdminDateTime(entry.at)}
                </td>
                <td style={{ padding: '4px 8px' }}>{entry.attempt}</td>
                <td style={{ padding: '4px 8px' }}>{OUTCOMES[entry.outcome] ?? entry.outcome}</td>
                <td style={{ padding: '4px 8px' }}>{entry.status ?? '–'}</td>
                <td style={{ padding: '4px 8px' }}>{entry.error ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
