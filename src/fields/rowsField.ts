import type { ArrayField, Condition, Field } from 'payload'

import { label } from './label'
import { rowLabel } from './rowLabel'

type Label = { cs: string; en: string }

type Options = {
  name: string
  label: Label
  /**
   * What one row and several rows are called in the admin; links unless told. The singular is
   * the accusative, lower case: Payload writes it into "Přidat {{label}}" ("Přidat odkaz").
   */
  labels?: { singular: Label; plural: Label }
  fields: Field[]
  maxRows?: number
  condition?: Condition
}

/**
 * A list an editor fills row by row (menu items, link lists, log-in links, social networks): the
 * rows start collapsed and are named by what they contain (RowLabel). Only `name` and `fields`
 * reach the database; the rest is how the admin shows the list.
 */
export function rowsField({
  name,
  label: listLabel,
  labels = { singular: label('odkaz', 'link'), plural: label('Odkazy', 'Links') },
  fields,
  maxRows,
  condition,
}: Options): ArrayField {
  return {
    name,
    type: 'array',
    label: listLabel,
    labels,
    ...(maxRows === undefined ? {} : { maxRows }),
    admin: { initCollapsed: true, components: rowLabel, ...(condition ? { condition } : {}) },
    fields,
  }
}
