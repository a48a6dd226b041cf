import { kindParam, type SearchKind } from '@/lib/search/searchKinds'

/** The canonical address of a results page: `/hledat?q=…&druh=…&strana=…` (defaults left out). */
export function searchHref(query: string, kind: SearchKind | null = null, page = 1): string {
  const params = new URLSearchParams()
  if (query) params.set('q', query)
  if (kind) params.set('druh', kindParam(kind))
  if (page > 1) params.set('strana', String(page))
  const search = params.toString()
  return search ? `/hledat?${search}` : '/hledat'
}
