import type { Field, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { builtConfig } from '../../support/builtConfig'

/**
 * Issue 53: a field without a label is shown by its name where Payload lists fields (list
 * columns, filters, the search box: "Retention Note", "Prepublish Checks", "meta > Overview"),
 * and a plain string label is the same in every language (Payload's "MIME Type"). So every
 * field the admin shows, ours and the plugins' and Payload's own in our collections, has a
 * label per language, or says on purpose that it has none (`label: false`).
 */
let config: SanitizedConfig

beforeAll(async () => {
  config = await builtConfig()
}, 60_000)

/** Plain labels that read the same in Czech. */
const SAME_IN_CZECH = new Set(['URL', 'SEO'])

const hidden = (field: Field) => {
  const admin = field.admin as { hidden?: boolean; disabled?: boolean } | undefined
  return Boolean(admin?.hidden || admin?.disabled || ('hidden' in field && field.hidden))
}

/** A label that is missing, or the same English string in every language. */
const unlabelled = (value: unknown) =>
  value === undefined || (typeof value === 'string' && !SAME_IN_CZECH.has(value))

function unlabelledFields(fields: Field[], path: string, out: string[]) {
  for (const field of fields) {
    if (hidden(field)) continue
    const name = 'name' in field && field.name ? field.name : ''
    const here = name ? `${path}.${name}` : path
    if (name && name !== 'id' && unlabelled('label' in field ? field.label : undefined)) {
      out.push(`${here} (${field.type})`)
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if (unlabelled(tab.label)) out.push(`${here} tab`)
        unlabelledFields(tab.fields, 'name' in tab && tab.name ? `${here}.${tab.name}` : here, out)
      }
    } else if (field.type === 'blocks') {
      for (const block of field.blocks) unlabelledFields(block.fields, `${here}.${block.slug}`, out)
    } else if ('fields' in field && Array.isArray(field.fields)) {
      unlabelledFields(field.fields, here, out)
    }
  }
}

describe('field labels in the admin', () => {
  it('every field the admin shows is named in Czech, not by its path or in English', () => {
    const found: string[] = []
    const entities = [...config.collections, ...config.globals].filter(
      (entity) => !entity.slug.startsWith('payload-'),
    )
    expect(entities.length).toBeGreaterThan(10)
    for (const entity of entities) unlabelledFields(entity.fields, entity.slug, found)
    // A user's sessions are Payload's own and never shown.
    expect(found.filter((path) => !path.startsWith('users.sessions.'))).toEqual([])
  })
})
