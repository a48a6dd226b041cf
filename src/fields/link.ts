import type { Condition, Field, GroupField } from 'payload'

import { label } from './label'

import { validateExternalUrl } from '@/lib/links/externalUrl'
import type { LinkType } from '@/lib/links/resolveLink'
import { validateSitePath } from '@/lib/routes/safeSitePath'

/**
 * A link an editor sets up in the admin: a page of this site (it follows the page when its path
 * changes), another path of this site that is not a CMS page (/blog, /eshop, …), or an external
 * address. External links open in a new tab by default.
 */

type Options = {
  name?: string
  label?: { cs: string; en: string }
  /** The visible text of the link; menus whose item already has a label leave it out. */
  withLabel?: boolean
  required?: boolean
  condition?: Condition
  /** Shown under the group in the admin (e.g. what an empty link means). */
  description?: { cs: string; en: string }
  /** A new link starts as this site path instead of an empty page choice. */
  defaultPath?: string
}

export function linkField({
  name = 'link',
  label: groupLabel = label('Odkaz', 'Link'),
  withLabel = true,
  required = true,
  condition,
  description,
  defaultPath,
}: Options = {}): GroupField {
  const isType = (type: LinkType) => (siblingData: Partial<Record<string, unknown>> | undefined) =>
    siblingData?.type === type

  const fields: Field[] = [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'radio',
          label: label('Kam vede', 'Target'),
          defaultValue: defaultPath ? 'path' : 'page',
          required: true,
          admin: { layout: 'horizontal' },
          options: [
            { label: label('Stránka webu', 'Site page'), value: 'page' },
            { label: label('Jiná cesta webu', 'Other site path'), value: 'path' },
            { label: label('Externí adresa', 'External URL'), value: 'url' },
          ],
        },
        {
          name: 'newTab',
          type: 'checkbox',
          label: label('Otevřít v nové záložce', 'Open in a new tab'),
          admin: { style: { alignSelf: 'flex-end' } },
        },
      ],
    },
    {
      name: 'page',
      type: 'relationship',
      relationTo: 'pages',
      label: label('Stránka', 'Page'),
      admin: { condition: (_data, siblingData) => isType('page')(siblingData) },
      validate: (
        value: unknown,
        { siblingData }: { siblingData: Partial<Record<string, unknown>> },
      ) => (!required || !isType('page')(siblingData) || value ? true : 'Vyberte stránku.'),
    },
    {
      name: 'hash',
      type: 'text',
      label: label('Kotva na stránce (nepovinné)', 'Anchor on the page (optional)'),
      admin: {
        condition: (_data, siblingData) => isType('page')(siblingData),
        description: label('Např. „cenik“ pro odkaz na /stranka#cenik.', 'E.g. "pricing".'),
      },
      validate: (value: string | null | undefined) =>
        !value || /^[a-zA-Z0-9_-]+$/.test(value)
          ? true
          : 'Jen písmena bez diakritiky, číslice a pomlčky.',
    },
    {
      name: 'path',
      type: 'text',
      label: label('Cesta na webu', 'Site path'),
      defaultValue: defaultPath,
      admin: {
        condition: (_data, siblingData) => isType('path')(siblingData),
        description: label('Začíná lomítkem, např. /blog nebo /eshop.', 'Starts with a slash.'),
      },
      validate: (
        value: string | null | undefined,
        { siblingData }: { siblingData: Partial<Record<string, unknown>> },
      ) => {
        if (!isType('path')(siblingData)) return true
        if (!value) return required ? 'Zadejte cestu.' : true
        return validateSitePath(value)
      },
    },
    {
      name: 'url',
      type: 'text',
      label: label('Adresa', 'URL'),
      admin: {
        condition: (_data, siblingData) => isType('url')(siblingData),
        description: label('https://…, mailto:… nebo tel:…', 'https://…, mailto:… or tel:…'),
      },
      validate: (
        value: string | null | undefined,
        { siblingData }: { siblingData: Partial<Record<string, unknown>> },
      ) => {
        if (!isType('url')(siblingData)) return true
        if (!value) return required ? 'Zadejte adresu.' : true
        return validateExternalUrl(value)
      },
    },
  ]
  if (withLabel) {
    fields.push({
      name: 'label',
      type: 'text',
      label: label('Text odkazu', 'Link text'),
      required,
    })
  }
  return {
    name,
    type: 'group',
    label: groupLabel,
    admin: { condition, description, hideGutter: true },
    fields,
  }
}
