import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field, Plugin } from 'payload'

import { label } from '@/fields/label'
import { searchResultFields } from './searchResultFields'

import {
  generateSearchDescription,
  generateSearchTitle,
  generateSearchUrl,
} from '@/lib/seo/searchResultGenerators'

const noIndexField: Field = {
  name: 'noIndex',
  type: 'checkbox',
  label: label(
    'Nezobrazovat ve vyhledávačích (a v mapě webu)',
    'Hide from search engines (and the sitemap)',
  ),
}

/** Keeps a page out of the site's own search (/hledat); `noIndex` pages are never in it either. */
const excludeFromSearchField: Field = {
  name: 'excludeFromSearch',
  type: 'checkbox',
  label: label('Nezobrazovat ve vyhledávání', 'Hide from the site search'),
  admin: {
    description: label(
      'Stránka se neobjeví ve výsledcích hledání na webu (/hledat).',
      'The page does not appear in the results of the site search (/hledat).',
    ),
  },
}

/**
 * In the SEO tab the plugin adds, its group `meta` is headed "Vyhledávání" instead of a second
 * "SEO" (the heading also names its fields in the list's columns and filters, which said "meta >
 * …" without a label); on pages it also holds `noIndex` and `excludeFromSearch` (the plugin
 * gives every document the same fields, the homepage has no such switch).
 */
function adjustSeoGroup(fields: Field[], withNoIndex: boolean): Field[] {
  return fields.map((field) =>
    field.type === 'tabs'
      ? {
          ...field,
          tabs: field.tabs.map((tab) => ({
            ...tab,
            fields: tab.fields.map((inner) =>
              inner.type === 'group' && 'name' in inner && inner.name === 'meta'
                ? {
                    ...inner,
                    label: label('Vyhledávání', 'Search'),
                    fields: withNoIndex
                      ? [...inner.fields, noIndexField, excludeFromSearchField]
                      : inner.fields,
                  }
                : inner,
            ),
          })),
        }
      : field,
  )
}

/**
 * @payloadcms/plugin-seo on pages and the homepage: an "SEO" tab after their first tab with length
 * meters and a search-result preview. The plugin also answers the admin's generate requests, only
 * for documents listed here and only to users who may see them.
 */
export function searchResultPlugin(): Plugin {
  const withSeo = seoPlugin({
    collections: ['pages'],
    globals: ['homepage'],
    uploadsCollection: 'media',
    tabbedUI: true,
    fields: () => searchResultFields(),
    generateTitle: generateSearchTitle,
    generateDescription: generateSearchDescription,
    generateURL: generateSearchUrl,
  })
  return async (incoming) => {
    const config = await withSeo(incoming)
    return {
      ...config,
      collections: config.collections?.map((collection) =>
        collection.slug === 'pages'
          ? { ...collection, fields: adjustSeoGroup(collection.fields, true) }
          : collection,
      ),
      globals: config.globals?.map((global) =>
        global.slug === 'homepage'
          ? { ...global, fields: adjustSeoGroup(global.fields, false) }
          : global,
      ),
    }
  }
}
