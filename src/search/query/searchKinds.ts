/**
 * What a search result can be, with its name on the site and its value in `/hledat?druh=…`.
 * `kind` is what the index stores; `param` is the Czech word in the address.
 */
export const SEARCH_KINDS = [
  { kind: 'page', param: 'stranky', label: 'Stránka', plural: 'Stránky' },
  { kind: 'article', param: 'clanky', label: 'Článek', plural: 'Články' },
  {
    kind: 'case-study',
    param: 'pripadove-studie',
    label: 'Případová studie',
    plural: 'Případové studie',
  },
  { kind: 'event', param: 'udalosti', label: 'Událost', plural: 'Události' },
  { kind: 'recording', param: 'zaznamy', label: 'Záznam', plural: 'Záznamy' },
  {
    kind: 'press-release',
    param: 'tiskove-zpravy',
    label: 'Tisková zpráva',
    plural: 'Tiskové zprávy',
  },
  { kind: 'job', param: 'kariera', label: 'Pracovní nabídka', plural: 'Pracovní nabídky' },
  { kind: 'product', param: 'produkty', label: 'Produkt', plural: 'Produkty' },
] as const

export type SearchKind = (typeof SEARCH_KINDS)[number]['kind']

export const isSearchKind = (value: unknown): value is SearchKind =>
  SEARCH_KINDS.some(({ kind }) => kind === value)

/** The kind named by a `druh` parameter; null for none, undefined for an unknown value. */
export function kindFromParam(param: string | undefined): SearchKind | null | undefined {
  if (!param) return null
  return SEARCH_KINDS.find((entry) => entry.param === param)?.kind
}

export const kindLabel = (kind: SearchKind): string =>
  SEARCH_KINDS.find((entry) => entry.kind === kind)!.label

export const kindParam = (kind: SearchKind): string =>
  SEARCH_KINDS.find((entry) => entry.kind === kind)!.param
