import { searchDatabase } from '@/search/searchDatabase'
import { normaliseSearchQuery } from '@/search/query/normaliseSearchQuery'
import { kindLabel } from '@/search/query/searchKinds'
import type { SearchSuggestion } from '@/search/query/searchSuggestion'
import { allowSearch } from '@/search/query/searchRateLimit'
import { siteSearch } from '@/search/siteSearch'

/**
 * Suggestions while typing (the header's and /hledat's search box, searchSuggestions.ts): the
 * first five results of the query so far, title, kind and address only. Under the same per-client
 * limit as the results page; the query log counts only submitted searches.
 */
export const dynamic = 'force-dynamic'

/** Suggestions start at this many characters. */
const MIN_LENGTH = 2
const SUGGESTIONS = 5

const json = (body: unknown, status = 200, extra: Record<string, string> = {}) =>
  Response.json(body, {
    status,
    headers: { 'Cache-Control': 'public, max-age=0, s-maxage=1', ...extra },
  })

export async function GET(request: Request): Promise<Response> {
  const query = normaliseSearchQuery(new URL(request.url).searchParams.get('q'))
  if ([...query].length < MIN_LENGTH) return json({ suggestions: [] })
  if (!(await allowSearch(request.headers))) {
    return json({ suggestions: [] }, 429, { 'Cache-Control': 'no-store', 'Retry-After': '60' })
  }
  try {
    const { results } = await siteSearch(await searchDatabase(), {
      query,
      limit: SUGGESTIONS,
      withKinds: false,
    })
    const suggestions: SearchSuggestion[] = results.map((result) => ({
      title: result.title.map(({ text }) => text).join(''),
      kind: kindLabel(result.kind),
      url: result.url,
    }))
    return json({ suggestions })
  } catch (error) {
    console.error(
      `[search] suggestions failed: ${error instanceof Error ? error.message : String(error)}`,
    )
    return json({ suggestions: [] }, 503, { 'Cache-Control': 'no-store' })
  }
}
