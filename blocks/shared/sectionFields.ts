import type { ArrayField, Field, TextareaField, TextField } from 'payload'

import { label } from '@/fields/label'
import { linkField } from '@/fields/link'

/** A block's (or an item's) heading; optional where the block can stand without one. */
export const headingField = (required = false): TextField => ({
  name: 'heading',
  type: 'text',
  required,
  label: required ? label('Nadpis', 'Heading') : label('Nadpis sekce', 'Section heading'),
})

/** The text under a block's heading. */
export const introField: TextareaField = {
  name: 'intro',
  type: 'textarea',
  label: label('Úvodní text', 'Intro'),
}

/** An item's optional link: its own text beside the one link group (crossing cards, products). */
export const itemLinkFields: Field[] = [
  { name: 'linkText', type: 'text', label: label('Text odkazu', 'Link text') },
  linkField({ name: 'linkPath', label: label('Odkaz', 'Link'), withLabel: false, required: false }),
]

/** The required list of a block's items (cards, questions, quotes, products). */
export const itemsField = (
  field: Omit<ArrayField, 'name' | 'type' | 'required' | 'minRows'>,
): ArrayField => ({ name: 'items', type: 'array', required: true, minRows: 1, ...field })
