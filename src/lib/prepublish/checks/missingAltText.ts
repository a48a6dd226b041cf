import type { DocumentFacts, PrepublishIssue, PrepublishLookups } from '../types'

/** Every image the document shows needs a description for screen readers and search engines. */
export function missingAltText(
  facts: Pick<DocumentFacts, 'media'>,
  lookups: Pick<PrepublishLookups, 'mediaAlt'>,
): PrepublishIssue[] {
  return facts.media.flatMap(({ id, path }) => {
    const key = String(id)
    // A deleted file is not an alt problem: Payload empties the field and the site skips it.
    if (!lookups.mediaAlt.has(key)) return []
    const alt = lookups.mediaAlt.get(key)
    return typeof alt === 'string' && alt.trim() !== ''
      ? []
      : [
          {
            severity: 'error' as const,
            message: 'Obrázek nemá alternativní text (doplňte ho v Médiích).',
            path,
          },
        ]
  })
}
