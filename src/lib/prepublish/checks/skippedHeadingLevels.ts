import type { DocumentFacts, PrepublishIssue } from '../types'

/**
 * Headings in page order must not skip a level (h2 → h4): screen-reader users navigate by them.
 * The page starts under its h1 (the page header, or the homepage's introduction).
 */
export function skippedHeadingLevels(facts: Pick<DocumentFacts, 'headings'>): PrepublishIssue[] {
  let previous = 1
  const issues: PrepublishIssue[] = []
  for (const { level, path } of facts.headings) {
    if (level > previous + 1) {
      issues.push({
        severity: 'warning',
        message: `Nadpis úrovně ${level} následuje po úrovni ${previous} (úroveň ${previous + 1} chybí).`,
        path,
      })
    }
    previous = level
  }
  return issues
}
