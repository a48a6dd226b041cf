import type { PrepublishDocumentKind } from './types'

type SeoField = { value: string; path: string }

const textAt = (data: unknown, keys: readonly string[]): string => {
  let value: unknown = data
  for (const key of keys) {
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[key]
        : undefined
  }
  return typeof value === 'string' ? value : ''
}

/**
 * Where a document keeps its search title and description: the SEO tab's group `meta` on pages
 * and the homepage alike (src/fields/seo/). The one place the checks learn it from.
 */
export function seoFieldsOf(
  kind: PrepublishDocumentKind,
  data: unknown,
): { title: SeoField; description: SeoField } {
  const group = ['meta']
  const at = (name: string): SeoField => ({
    value: textAt(data, [...group, name]),
    path: [...group, name].join('.'),
  })
  return { title: at('title'), description: at('description') }
}
