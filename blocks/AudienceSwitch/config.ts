import type { Block } from 'payload'
import { label } from '@/fields/label'

/** The companies / public administration switch; blocks below it follow the choice. */
export const AudienceSwitchBlockConfig: Block = {
  slug: 'audienceSwitch',
  interfaceName: 'AudienceSwitchBlock',
  labels: {
    singular: label('Přepínač publika', 'Audience switch'),
    plural: label('Přepínače publika', 'Audience switches'),
  },
  fields: [
    {
      name: 'legend',
      type: 'text',
      required: true,
      defaultValue: 'Řešení pro',
      label: label('Popisek přepínače', 'Legend'),
    },
    {
      name: 'companiesLabel',
      type: 'text',
      required: true,
      defaultValue: 'Firmy',
      label: label('Název volby „firmy“', 'Companies label'),
    },
    {
      name: 'publicAdministrationLabel',
      type: 'text',
      required: true,
      defaultValue: 'Veřejná správa',
      label: label('Název volby „veřejná správa“', 'Public administration label'),
    },
  ],
}
