import type { Block } from 'payload'

import { label } from '@/fields/label'

/**
 * Spec 9 "experience block": the first 3 upcoming events and the first 3 recordings from the
 * provider, with the events pages' cards and recording modal. Placeable on any page.
 */
export const ExperienceBlockConfig: Block = {
  slug: 'experience',
  interfaceName: 'ExperienceBlock',
  labels: {
    singular: label('Akce a záznamy', 'Events and recordings'),
    plural: label('Akce a záznamy', 'Events and recordings'),
  },
  fields: [
    {
      name: 'heading',
      type: 'text',
      defaultValue: 'Potkejte nás na akcích',
      label: label('Nadpis', 'Heading'),
    },
    {
      name: 'upcomingHeading',
      type: 'text',
      defaultValue: 'Nadcházející události',
      label: label('Nadpis nadcházejících událostí', 'Upcoming events heading'),
    },
    {
      name: 'recordingsHeading',
      type: 'text',
      defaultValue: 'Záznamy webinářů',
      label: label('Nadpis záznamů', 'Recordings heading'),
    },
  ],
}
