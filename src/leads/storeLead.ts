import { randomUUID } from 'node:crypto'

import type { EnquiryFormKind } from '@/leads/enquiry/formKinds'
import type { Enquiry } from '@/provider/mappers/sendForm'

import { inTransaction } from '@/queue/queueDatabase'

import { enqueueDelivery } from './leadQueue'
import { leadSearchText } from './leadSearchText'
import { leadsTable } from './leadsTable'
import { leadTitle } from './leadTitle'

export type NewLead = {
  kind: EnquiryFormKind
  pagePath: string
  enquiry: Enquiry
}

export type StoredLead = { id: number; deliveryId: string }

/**
 * Store first: the lead's row and the job of its first delivery attempt are committed in one
 * transaction, so a stored lead always has a way to the provider and nothing reaches the queue
 * that is not stored. Throws when the database cannot take it (the caller then sends directly).
 */
export async function storeLead(lead: NewLead): Promise<StoredLead> {
  const deliveryId = randomUUID()
  const { enquiry } = lead
  return inTransaction(async (client) => {
    const { rows } = await client.query<{ id: number; next_attempt_at: Date }>(
      `INSERT INTO ${leadsTable()} (title, kind, page_path, location, first_name, last_name,
         email, phone, text, source, search_text, status, attempts, delivery_id, attempt_log,
         next_attempt_at, updated_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending', 0, $12, '[]'::jsonb,
         now(), now(), now())
       RETURNING id, next_attempt_at`,
      [
        leadTitle(enquiry),
        lead.kind,
        lead.pagePath,
        enquiry.location,
        enquiry.firstName,
        enquiry.lastName,
        enquiry.email,
        enquiry.phone,
        enquiry.text,
        enquiry.source,
        leadSearchText(enquiry),
        deliveryId,
      ],
    )
    const id = Number(rows[0]!.id)
    await enqueueDelivery(client, id, 1, rows[0]!.next_attempt_at)
    return { id, deliveryId }
  })
}
