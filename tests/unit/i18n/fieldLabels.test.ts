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

type Admin = {
  hidden?: boolean
  disabled?: boolean
  disableListColumn?: boolean
  disableListFilter?: boolean
}
const adminOf = (field: Field) => (field.admin ?? {}) as Admin

const hidden = (field: Field) =>
  Boolean(adminOf(field).hidden || adminOf(field).disabled || ('hidden' in field && field.hidden))

/**
 * Payload lists a field as a column or filter unless it is `hidden` or disabled itself, or opts
 * out (`admin.hidden` only keeps it out of the edit form: Payload's `fieldIsHiddenOrDisabled`).
 */
const listed = (field: Field) =>
  !('hidden' in field && field.hidden) &&
  !adminOf(field).disabled &&
  !(adminOf(field).disableListColumn && adminOf(field).disableListFilter)

/** A label that is missing, or the same English string in every language. */
const unlabelled = (value: unknown) =>
  value === undefined || (typeof value === 'string' && !SAME_IN_CZECH.has(value))

/**
 * Fields shown in the edit form (not hidden, nor inside something hidden) or in the list's columns
 * and filters (there under their groups' labels too, "Velikosti > thumbnail > MIME Type", even
 * inside a hidden group) whose label, or a group's label before it, is missing or English.
 */
function unlabelledFields(
  fields: Field[],
  path: string,
  out: string[],
  within: { hidden: boolean; labels: unknown[] } = { hidden: false, labels: [] },
) {
  for (const field of fields) {
    const name = 'name' in field && field.name ? field.name : ''
    const here = name ? `${path}.${name}` : path
    const label = 'label' in field ? field.label : undefined
    const inForm = !within.hidden && !hidden(field)
    const inList = listed(field) && field.type !== 'ui'
    if (name && name !== 'id' && (inForm || inList)) {
      const prefix = inList ? within.labels : []
      if (unlabelled(label) || prefix.some((groupLabel) => unlabelled(groupLabel))) {
        out.push(`${here} (${field.type})`)
      }
    }
    const inner = {
      hidden: within.hidden || hidden(field),
      labels: name && field.type === 'group' ? [...within.labels, label] : within.labels,
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if (!within.hidden && unlabelled(tab.label)) out.push(`${here} tab`)
        unlabelledFields(
          tab.fields,
          'name' in tab && tab.name ? `${here}.${tab.name}` : here,
          out,
          inner,
        )
      }
    } else if (field.type === 'blocks') {
      for (const block of field.blocks) {
        unlabelledFields(block.fields, `${here}.${block.slug}`, out, inner)
      }
    } else if ('fields' in field && Array.isArray(field.fields)) {
      unlabelledFields(field.fields, here, out, inner)
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
