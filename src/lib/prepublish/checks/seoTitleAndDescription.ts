import { seoFieldsOf } from '../seoFields'
import type { PrepublishDocumentKind, PrepublishIssue } from '../types'

/** What search engines show before cutting the text off (Google: about 60 and 160 characters). */
export const SEO_TITLE_MAX = 60
export const SEO_DESCRIPTION_MAX = 160

/** The search result's title and description: present and short enough to be shown whole. */
export function seoTitleAndDescription(
  kind: PrepublishDocumentKind,
  data: unknown,
): PrepublishIssue[] {
  const { title, description } = seoFieldsOf(kind, data)
  const issues: PrepublishIssue[] = []
  const titleLength = title.value.trim().length
  const descriptionLength = description.value.trim().length
  if (titleLength === 0) {
    issues.push({
      severity: 'warning',
      message:
        kind === 'pages'
          ? 'Chybí titulek pro vyhledávače (použije se nadpis stránky).'
          : 'Chybí titulek pro vyhledávače.',
      path: title.path,
    })
  } else if (titleLength > SEO_TITLE_MAX) {
    issues.push({
      severity: 'warning',
      message: `Titulek pro vyhledávače má ${titleLength} znaků, vyhledávače zobrazí asi ${SEO_TITLE_MAX}.`,
      path: title.path,
    })
  }
  if (descriptionLength === 0) {
    issues.push({
      severity: 'warning',
      message: 'Chybí popis pro vyhledávače.',
      path: description.path,
    })
  } else if (descriptionLength > SEO_DESCRIPTION_MAX) {
    issues.push({
      severity: 'warning',
      message: `Popis pro vyhledávače má ${descriptionLength} znaků, vyhledávače zobrazí asi ${SEO_DESCRIPTION_MAX}.`,
      path: description.path,
    })
  }
  return issues
}
