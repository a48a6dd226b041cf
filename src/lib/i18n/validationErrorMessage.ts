import { getTranslation } from '@payloadcms/translations'
import type { FlattenedField, PayloadRequest, ValidationError } from 'payload'

type FieldError = ValidationError['data']['errors'][number]

/** The top-level fields of the collection or global a validation error names. */
function fieldsOf(req: PayloadRequest, data: ValidationError['data']): FlattenedField[] {
  const { payload } = req
  if (data.collection) {
    return payload.collections[data.collection as 'users']?.config.flattenedFields ?? []
  }
  if (data.global) {
    return (
      payload.config.globals.find((global) => global.slug === data.global)?.flattenedFields ?? []
    )
  }
  return []
}

/** An auth collection's password is no field of its config: Payload adds it to the sign-in form. */
const passwordLabel = ({ t }: { t: PayloadRequest['t'] }) => t('general:password')

/** A field's name for people: its own label, else its field's label, else (last) its path. */
function fieldName(req: PayloadRequest, error: FieldError, fields: FlattenedField[]): string {
  const label =
    error.label ??
    fields.find((field) => field.name === error.path)?.label ??
    (error.path === 'password' ? passwordLabel : undefined)
  if (label) {
    const text: unknown = getTranslation(label as Parameters<typeof getTranslation>[0], req.i18n)
    if (typeof text === 'string' && text) return text
  }
  return error.path
}

/**
 * The message of Payload's `ValidationError` in the request's language. Payload builds it in
 * English whenever the operation passes no `t` (the sign-in without e-mail or password:
 * "The following field is invalid: email"), and names fields without a label by their path;
 * here it reads "Následující pole je neplatné: E-mail" from Payload's own key and the fields'
 * labels, whatever language the error was made in.
 */
export function validationErrorMessage(req: PayloadRequest, error: ValidationError): string {
  const errors = Array.isArray(error.data?.errors) ? error.data.errors : []
  const fields = fieldsOf(req, error.data)
  const names = [...new Set(errors.map((entry) => fieldName(req, entry, fields)))]
  return `${req.t('error:followingFieldsInvalid', { count: errors.length })} ${names.join(', ')}`
}
