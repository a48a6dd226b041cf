import type { Field } from 'payload'

import { brokenInternalLinks } from './checks/brokenInternalLinks'
import { emptyBlocks } from './checks/emptyBlocks'
import { missingAltText } from './checks/missingAltText'
import { seoTitleAndDescription } from './checks/seoTitleAndDescription'
import { skippedHeadingLevels } from './checks/skippedHeadingLevels'
import { collectDocumentFacts } from './collectDocumentFacts'
import type { PrepublishDocumentKind, PrepublishIssue, PrepublishLookups } from './types'

/** Every pre-publish finding for a document, errors first, then in page order. */
export function prepublishIssues(
  kind: PrepublishDocumentKind,
  fields: readonly Field[],
  data: unknown,
  lookups: PrepublishLookups,
): PrepublishIssue[] {
  const facts = collectDocumentFacts(fields, data)
  const issues = [
    ...seoTitleAndDescription(kind, data),
    ...missingAltText(facts, lookups),
    ...brokenInternalLinks(facts, lookups),
    ...skippedHeadingLevels(facts),
    ...emptyBlocks(facts),
  ]
  return [
    ...issues.filter((issue) => issue.severity === 'error'),
    ...issues.filter((issue) => issue.severity === 'warning'),
  ]
}
