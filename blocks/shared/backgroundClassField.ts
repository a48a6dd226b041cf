import type { SelectField } from 'payload'
import { label } from '@/fields/label'

/** Named background styles; each value is a class in blocks/shared/backgrounds.module.css. */
export const backgroundClasses = ['white', 'light', 'brand', 'gradient'] as const
export type BackgroundClass = (typeof backgroundClasses)[number]

export const backgroundClassField: SelectField = {
  name: 'backgroundClass',
  type: 'select',
  required: true,
  defaultValue: 'white',
  label: label('Pozadí', 'Background'),
  options: [
    { value: 'white', label: label('Bílé', 'White') },
    { value: 'light', label: label('Světle modré', 'Light blue') },
    { value: 'brand', label: label('Tmavě modré (značka)', 'Brand blue') },
    { value: 'gradient', label: label('Modrý přechod', 'Blue gradient') },
  ],
}
