/**
 * Spec 3: where the visitor heard of the company, shown in Czech. Apart from the schema so the
 * form can render the choices without shipping zod to a visitor who only reads the page.
 */
export const ENQUIRY_SOURCES = [
  { value: 'PERSONAL_RECOMMENDATION', label: 'Doporučení známého' },
  { value: 'INTERNET_SEARCH', label: 'Vyhledávání na internetu' },
  { value: 'SOCIALS', label: 'Sociální sítě' },
  { value: 'OTHER', label: 'Jinak' },
] as const

/** The Czech label of a stored source code ("OTHER" → "Jinak"); an unknown code as it is. */
export function enquirySourceLabel(value: string | null | undefined): string | null {
  if (!value) return null
  return ENQUIRY_SOURCES.find((source) => source.value === value)?.label ?? value
}
