import type { Field, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { builtConfig } from '../../support/builtConfig'

/**
 * Array and blocks fields put their singular label into Payload's "Přidat {{label}}": it is
 * written in the accusative, lower case ("Přidat položku", "Přidat blok"), and the rows are named
 * by RowLabel, so that label never stands alone as a row's name ("položku 01").
 */
let config: SanitizedConfig

beforeAll(async () => {
  config = await builtConfig()
}, 60_000)

type Found = { path: string; field: Field }

function listFields(fields: Field[], path: string, out: Found[]) {
  for (const field of fields) {
    const name = 'name' in field ? field.name : field.type
    const here = `${path}.${name}`
    out.push({ path: here, field })
    if (field.type === 'tabs') {
      for (const tab of field.tabs) listFields(tab.fields, `${here}.${tab.label ?? ''}`, out)
    } else if (field.type === 'blocks') {
      for (const block of field.blocks) listFields(block.fields, `${here}.${block.slug}`, out)
    } else if ('fields' in field && Array.isArray(field.fields)) {
      listFields(field.fields, here, out)
    }
  }
}

const czech = (value: unknown) =>
  value && typeof value === 'object' && 'cs' in value ? String(value.cs) : String(value)

describe('array and blocks labels in the admin', () => {
  it('are accusative and lower case, and array rows are named by RowLabel', () => {
    const found: Found[] = []
    for (const entity of [...config.collections, ...config.globals]) {
      listFields(entity.fields, entity.slug, found)
    }
    // Payload's own collections and fields the admin never shows (a user's sessions).
    const ours = found.filter(
      ({ path, field }) =>
        (field.type === 'array' || field.type === 'blocks') &&
        !path.startsWith('payload-') &&
        !field.admin?.disabled &&
        !field.admin?.hidden &&
        !('hidden' in field && field.hidden),
    )
    expect(ours.length).toBeGreaterThan(10)
    const wrong = ours.flatMap(({ path, field }) => {
      if (field.type !== 'array' && field.type !== 'blocks') return []
      const singular = czech(field.labels?.singular)
      const problems: string[] = []
      if (!field.labels?.singular || singular !== singular.toLowerCase() || /a$/.test(singular)) {
        problems.push(`${path}: singular label „${singular}“`)
      }
      if (field.type === 'array' && !field.admin?.components?.RowLabel) {
        problems.push(`${path}: no RowLabel`)
      }
      return problems
    })
    expect(wrong).toEqual([])
  })
})
