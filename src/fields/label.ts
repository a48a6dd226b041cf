import type { LabelFunction } from 'payload'

/** An admin label in Czech (the admin's language) with the English fallback. */
export const label = (cs: string, en: string) => ({ cs, en })

/**
 * The same as a function of the admin's language, which Payload's client config turns into that
 * language's string. For the labels Payload's admin puts into a sentence without translating
 * them first: a collection's singular in the document drawer's "Přidat (…)" read
 * "[object Object]" as `{ cs, en }`.
 */
export const languageLabel =
  (cs: string, en: string): LabelFunction =>
  ({ i18n }) =>
    i18n.language === 'en' ? en : cs
