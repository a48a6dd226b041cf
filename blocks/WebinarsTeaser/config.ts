import type { Block } from 'payload'

/** The first three upcoming webinars and events from the provider (spec 9). */
export const WebinarsTeaserBlockConfig: Block = {
  slug: 'webinarsTeaser',
  interfaceName: 'WebinarsTeaserBlock',
  labels: {
    singular: { cs: 'Nejbližší webináře', en: 'Webinars teaser' },
    plural: { cs: 'Nejbližší webináře', en: 'Webinars teasers' },
  },
  fields: [
    { name: 'heading', type: 'text', label: { cs: 'Nadpis sekce', en: 'Section heading' } },
    {
      name: 'linkText',
      type: 'text',
      label: { cs: 'Text odkazu na všechny akce', en: 'All link text' },
    },
  ],
}
