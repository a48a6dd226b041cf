import type { Enquiry } from '@/provider/mappers/sendForm'
import { foldText } from '@/search/text/foldText'

/**
 * The admin's leads list finds a visitor however the salesperson types them: "Vesely" finds
 * "Veselý", "777123456" or "777 123 456" finds "+420 777 123 456". Each lead stores its name,
 * e-mail, phone and message folded (`search_text`, collections/Leads `searchText`, the list's
 * one search field), and the list's search value is folded the same way before Payload's `like`
 * compares them (collections/Leads/hooks/foldListSearch.ts).
 */

/** Separators people put between the groups of a phone number, and the leading +. */
const PHONE_QUERY = /^[+\d\s().\-/]+$/

/**
 * A phone number as its digits, international: "+420 777 123 456", "00420 777 123 456" and
 * "777 123 456" (a Czech number without its code) all read "420777123456".
 */
export function phoneDigits(phone: string): string {
  let digits = phone.replace(/\D/g, '')
  if (digits.startsWith('00')) digits = digits.slice(2)
  return digits.length === 9 ? `420${digits}` : digits
}

/** What a lead's list search compares with: its visitor's data, folded, phone as digits. */
export function leadSearchText(
  enquiry: Pick<Enquiry, 'firstName' | 'lastName' | 'email' | 'phone' | 'text'>,
): string {
  return [
    enquiry.firstName,
    enquiry.lastName,
    enquiry.email,
    phoneDigits(enquiry.phone),
    enquiry.text,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .map(foldText)
    .join(' ')
}

/**
 * The list search's value, folded as leadSearchText folds a lead: a phone number or a part of
 * one ("777 123 456", "+420 777", "00420…") becomes its digits, anything else folded text
 * (Payload's `like` then wants each word somewhere in the lead).
 */
export function foldLeadSearch(search: string): string {
  if (PHONE_QUERY.test(search) && /\d/.test(search)) {
    const digits = search.replace(/\D/g, '')
    return search.trim().startsWith('00') ? digits.slice(2) : digits
  }
  return foldText(search)
}
