import {
  MetaDescriptionField,
  MetaImageField,
  MetaTitleField,
  OverviewField,
  PreviewField,
} from '@payloadcms/plugin-seo/fields'
import type { Field, Validate } from 'payload'

import { label } from '@/fields/label'
import { seoLengths } from '@/lib/seo/seoLengths'

/** The plugin's image field (its own component kept) with a Czech hint instead of its English one. */
function sharingImageField(): Field {
  const field = MetaImageField({
    relationTo: 'media',
    overrides: { label: label('Obrázek pro sdílení (Open Graph)', 'Sharing image (Open Graph)') },
  })
  // A fresh object from the factory; `admin` keeps the plugin's component path.
  field.admin = {
    ...field.admin,
    description: label(
      'Zobrazí se při sdílení odkazu na sociálních sítích; ideálně 1200 × 630 px.',
      'Shown when the link is shared on social networks; ideally 1200 × 630 px.',
    ),
  } as typeof field.admin
  return field
}

/**
 * A field of the plugin that shows something (checks, the preview) but holds nothing: no list
 * column for it, where Payload would offer it under its name ("meta > Overview").
 */
function notAColumn(field: Field): Field {
  if (field.type === 'ui') field.admin = { ...field.admin, disableListColumn: true }
  return field
}

/** The server's limit with a Czech message; the plugin's meter only advises. */
const atMost =
  (max: number, what: string): Validate<string | null | undefined> =>
  (value) =>
    !value || value.length <= max || `${what} může mít nejvýš ${max} znaků (teď ${value.length}).`

/**
 * The SEO plugin's fields of pages and the homepage (group `meta`): overview, title and description
 * with length meters, sharing image and the search-result preview. `minLength`/`maxLength` set the
 * meter's good range (the plugin's components read them); `validate` replaces Payload's length
 * check, so only the server limit of `seoLengths` is enforced.
 */
export const searchResultFields = (): Field[] => [
  notAColumn(
    OverviewField({
      overrides: { label: label('Přehled kontrol SEO', 'SEO overview') },
      titleOverrides: {
        minLength: seoLengths.title.shown.min,
        maxLength: seoLengths.title.shown.max,
      },
      descriptionOverrides: {
        minLength: seoLengths.description.shown.min,
        maxLength: seoLengths.description.shown.max,
      },
    }),
  ),
  MetaTitleField({
    hasGenerateFn: true,
    overrides: {
      label: label('Titulek ve výsledcích vyhledávání', 'Title in search results'),
      minLength: seoLengths.title.shown.min,
      maxLength: seoLengths.title.shown.max,
      validate: atMost(seoLengths.title.max, 'Titulek'),
    },
  }),
  MetaDescriptionField({
    hasGenerateFn: true,
    overrides: {
      label: label('Popis ve výsledcích vyhledávání', 'Description in search results'),
      minLength: seoLengths.description.shown.min,
      maxLength: seoLengths.description.shown.max,
      validate: atMost(seoLengths.description.max, 'Popis'),
    },
  }),
  sharingImageField(),
  notAColumn(
    PreviewField({
      hasGenerateFn: true,
      overrides: { label: label('Náhled výsledku vyhledávání', 'Search result preview') },
    }),
  ),
]
