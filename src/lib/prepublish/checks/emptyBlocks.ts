import type { DocumentFacts, PrepublishIssue } from '../types'

/** A block with none of its content filled in shows an empty section on the site. */
export function emptyBlocks(facts: Pick<DocumentFacts, 'emptyBlocks'>): PrepublishIssue[] {
  return facts.emptyBlocks.map(({ path }) => ({
    severity: 'warning',
    message: 'Blok je prázdný: doplňte obsah, nebo ho odstraňte.',
    path,
  }))
}
