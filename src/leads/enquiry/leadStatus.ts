/** Where a stored lead is on its way to the provider (collections/Leads, src/leads). */
export const LEAD_STATUSES = [
  { value: 'pending', cs: 'čeká', en: 'pending' },
  { value: 'delivered', cs: 'doručeno', en: 'delivered' },
  { value: 'failed', cs: 'selhalo', en: 'failed' },
] as const

export type LeadStatus = (typeof LEAD_STATUSES)[number]['value']
