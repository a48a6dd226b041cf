import type { SelectField } from 'payload'

/** Named background styles; each value is a class in blocks/shared/backgrounds.module.css. */
export const backgroundClasses = ['white', 'light', 'brand', 'gradient'] as const
export type BackgroundClass = (typeof backgroundClasses)[number]

export const backgroundClassField: SelectField = {
  name: 'backgroundClass',
  type: 'select',
  required: true,
  defaultValue: 'white',
  label: { cs: 'Pozadí', en: 'Background' },
  options: [
    { value: 'white', label: { cs: 'Bílé', en: 'White' } },
    { value: 'light', label: { cs: 'Světle modré', en: 'Light blue' } },
    { value: 'brand', label: { cs: 'Tmavě modré (značka)', en: 'Brand blue' } },
    { value: 'gradient', label: { cs: 'Modrý přechod', en: 'Blue gradient' } },
  ],
}
