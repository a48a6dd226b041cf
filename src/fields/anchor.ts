import type { TextField } from 'payload'

import { label } from './label'

/** The id of a block's section, so that a link can jump to it (/stranka#kotva). */
export const anchorField: TextField = {
  name: 'anchor',
  type: 'text',
  label: label('Kotva (nepovinná)', 'Anchor (optional)'),
  admin: {
    description: label(
      'Např. „cenik“: odkaz /stranka#cenik pak doskočí na tento oddíl.',
      'E.g. "pricing": the link /page#pricing jumps to this section.',
    ),
  },
  validate: (value: string | null | undefined) =>
    !value || /^[a-z0-9-]+$/.test(value)
      ? true
      : 'Jen malá písmena bez diakritiky, číslice a pomlčky.',
}
