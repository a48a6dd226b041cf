import type { FieldErrors, FieldValues } from 'react-hook-form'

/**
 * Focuses the first field with an error in reading order, so its message (its accessible
 * description) is what a screen reader hears. react-hook-form would go by registration order,
 * and a form registers its own checkboxes before the fields of its child components.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors<FieldValues>) {
  const fields = form?.querySelectorAll<HTMLInputElement>(
    'input[name], textarea[name], select[name]',
  )
  for (const field of fields ?? []) {
    if (field.name in errors) {
      field.focus()
      return
    }
  }
}
