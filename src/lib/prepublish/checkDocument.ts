import type { Field, Payload, PayloadRequest } from 'payload'

import { collectDocumentFacts } from './collectDocumentFacts'
import { loadPrepublishLookups } from './loadPrepublishLookups'
import { prepublishIssues } from './prepublishIssues'
import type { PrepublishDocumentKind, PrepublishIssue } from './types'

/** The field config of a checked document, from the running Payload (no config import cycle). */
export function fieldsOf(payload: Payload, kind: PrepublishDocumentKind): readonly Field[] {
  return kind === 'pages'
    ? payload.collections.pages.config.fields
    : (payload.config.globals.find((global) => global.slug === 'homepage')?.fields ?? [])
}

/** The pre-publish issues of a document as it stands (saved, or the admin's unsaved form). */
export async function checkDocument(
  payload: Payload,
  kind: PrepublishDocumentKind,
  data: unknown,
  req?: Partial<PayloadRequest>,
): Promise<PrepublishIssue[]> {
  const fields = fieldsOf(payload, kind)
  const lookups = await loadPrepublishLookups(payload, collectDocumentFacts(fields, data), req)
  return prepublishIssues(kind, fields, data, lookups)
}
