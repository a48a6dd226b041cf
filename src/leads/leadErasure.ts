import type { RetentionDays } from './eraseExpiredLeads'

type LeadDates = {
  status?: string | null
  deliveredAt?: string | null
  failedAt?: string | null
  erasedAt?: string | null
}

export type LeadErasure =
  | { state: 'erased'; at: Date }
  | { state: 'scheduled'; at: Date; days: number; after: 'delivery' | 'failure' }
  | { state: 'waiting'; deliveredDays: number; failedDays: number }

const DAY_MS = 86_400_000

const plus = (iso: string, days: number) => new Date(new Date(iso).getTime() + days * DAY_MS)

/**
 * When a lead's personal data goes (the rule of eraseExpiredLeads.ts): `deliveredDays` after
 * delivery, `failedDays` after it failed; a lead still on its way has no date yet.
 */
export function leadErasure(lead: LeadDates, retention: RetentionDays): LeadErasure {
  if (lead.erasedAt) return { state: 'erased', at: new Date(lead.erasedAt) }
  if (lead.status === 'delivered' && lead.deliveredAt) {
    const days = retention.deliveredDays
    return { state: 'scheduled', at: plus(lead.deliveredAt, days), days, after: 'delivery' }
  }
  if (lead.status === 'failed' && lead.failedAt) {
    const days = retention.failedDays
    return { state: 'scheduled', at: plus(lead.failedAt, days), days, after: 'failure' }
  }
  return { state: 'waiting', ...retention }
}
