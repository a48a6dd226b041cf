/**
 * Where a stored lead is on its way to the provider (collections/Leads, src/leads); the words are
 * the list filter's (the list and the lead say more: leadDeliveryInWords).
 */
export const LEAD_STATUSES = [
  { value: 'pending', cs: 'Čeká na doručení', en: 'Pending' },
  { value: 'delivered', cs: 'Doručeno', en: 'Delivered' },
  { value: 'failed', cs: 'Nedoručeno', en: 'Failed' },
] as const

export type LeadStatus = (typeof LEAD_STATUSES)[number]['value']
