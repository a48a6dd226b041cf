import type { Enquiry } from '@/provider/mappers/sendForm'

/**
 * A lead's title (collections/Leads `useAsTitle`, the list's first column, the search): the
 * visitor's name. Personal data like the rest of the enquiry, so erasure replaces it.
 */
export function leadTitle({ firstName, lastName }: Pick<Enquiry, 'firstName' | 'lastName'>) {
  return [firstName, lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
}

/** The title of a lead whose personal data was erased (eraseExpiredLeads.ts). */
export const ERASED_LEAD_TITLE = 'Osobní údaje smazány'
