import type { EnquiryFormKind } from '@/leads/enquiry/formKinds'

/**
 * Seed content in a compact form: links are written as site paths ('/elektronicky-podpis',
 * '/faqs#podpis') or full URLs; the seed turns a path of a seeded page into a page reference.
 */
export type SeedLink = { to: string; label: string; newTab?: boolean }

export type SeedBlock =
  | { type: 'content'; heading?: string; text: string; anchor?: string }
  | {
      type: 'cards'
      heading?: string
      intro?: string
      anchor?: string
      items: Array<{ title: string; text: string; link?: SeedLink }>
    }
  | {
      type: 'faq'
      heading?: string
      intro?: string
      anchor?: string
      items: Array<{ q: string; a: string }>
    }
  | { type: 'cta'; heading: string; text?: string; links: SeedLink[] }
  | { type: 'newsList'; heading?: string; limit: number }
  | { type: 'experience'; heading?: string }
  | { type: 'booking'; heading: string; text?: string; linkText: string }
  | {
      type: 'form'
      form: EnquiryFormKind
      title?: string
      thankYouTitle: string
      thankYouText: string
      /** Path of the confirmation page opened after sending (created earlier in the seed). */
      confirmation?: string
    }

export type SeedPage = {
  path: string
  title: string
  eyebrow?: string
  lead?: string
  /** Meta description; the lead is used when missing. */
  description?: string
  actions?: SeedLink[]
  kind?: 'page' | 'news'
  publishedAt?: string
  language?: 'cs' | 'en'
  noIndex?: boolean
  blocks: SeedBlock[]
}
