import type { CollectionConfig, Field, LabelFunction } from 'payload'

import { revalidateEntries } from './revalidateEntries'
import { slugField } from './slugField'
import { staffDrafts } from './staffDrafts'
import { updateEntrySearchIndex } from './updateEntrySearchIndex'
import { SEARCHABLE_ENTRIES, type SearchableEntryCollection } from '@/search/cmsSearchDocuments'
import { label } from '@/fields/label'
import { czechDayOnly } from '@/fields/czechDatePicker'

type Label = { cs: string; en: string }

type PublishedEntriesOptions = {
  slug: CollectionConfig['slug']
  labels: { singular: LabelFunction; plural: LabelFunction }
  defaultColumns: string[]
  titleLabel: Label
  publishedAtLabel: Label
  /** The fields after title, slug and publication date. */
  fields: Field[]
}

/**
 * A collection of dated, slugged entries that the site lists newest first and shows one by one
 * (press releases, job postings): drafts with autosave, public read of published entries only,
 * editing by staff, cached site pages dropped on every change.
 */
export function publishedEntries(options: PublishedEntriesOptions): CollectionConfig {
  const revalidate = revalidateEntries(options.slug)
  // every such collection is a kind of search result (/hledat)
  const search =
    options.slug in SEARCHABLE_ENTRIES
      ? updateEntrySearchIndex(options.slug as SearchableEntryCollection)
      : null
  return {
    slug: options.slug,
    labels: options.labels,
    admin: {
      useAsTitle: 'title',
      defaultColumns: options.defaultColumns,
      group: label('Obsah', 'Content'),
    },
    ...staffDrafts,
    defaultSort: '-publishedAt',
    hooks: {
      afterChange: [revalidate.afterChange, ...(search ? [search.afterChange] : [])],
      afterDelete: [revalidate.afterDelete, ...(search ? [search.afterDelete] : [])],
    },
    fields: [
      { name: 'title', type: 'text', required: true, label: options.titleLabel },
      slugField,
      {
        name: 'publishedAt',
        type: 'date',
        required: true,
        index: true,
        label: options.publishedAtLabel,
        admin: { position: 'sidebar', date: czechDayOnly },
      },
      ...options.fields,
    ],
  }
}
