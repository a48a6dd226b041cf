import type { Block } from 'payload'

/** The companies / public administration switch; blocks below it follow the choice. */
export const AudienceSwitchBlockConfig: Block = {
  slug: 'audienceSwitch',
  interfaceName: 'AudienceSwitchBlock',
  labels: {
    singular: { cs: 'Přepínač publika', en: 'Audience switch' },
    plural: { cs: 'Přepínače publika', en: 'Audience switches' },
  },
  fields: [
    {
      name: 'legend',
      type: 'text',
      required: true,
      defaultValue: 'Řešení pro',
      label: { cs: 'Popisek přepínače', en: 'Legend' },
    },
    {
      name: 'companiesLabel',
      type: 'text',
      required: true,
      defaultValue: 'Firmy',
      label: { cs: 'Název volby „firmy“', en: 'Companies label' },
    },
    {
      name: 'publicAdministrationLabel',
      type: 'text',
      required: true,
      defaultValue: 'Veřejná správa',
      label: { cs: 'Název volby „veřejná správa“', en: 'Public administration label' },
    },
  ],
}
