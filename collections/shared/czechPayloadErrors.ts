import { type AfterErrorHook, ValidationError } from 'payload'

import { validationErrorMessage } from '@/lib/i18n/validationErrorMessage'
import { czechUploadRefusal, fileTooLarge, uploadRefusalErrors } from '@/lib/media/uploadRefusals'
import { queryRefusalOf } from '@/lib/queryRules/queryRefusal'

/**
 * Payload's own refusals whose text is a fixed English string in its operations, not a
 * translation key (so `i18n.translations` cannot reach them), in the admin's language. Payload
 * 3.90: `auth/operations/resetPassword.js` (a reset token used twice or expired, 403; missing
 * token or password, 400) and `auth/operations/logout.js` (no session, 400; another
 * collection's session, 403); and the generic answers to errors that are not public.
 */
export const CZECH_PAYLOAD_ERRORS: Readonly<Record<string, string>> = {
  'Token is either invalid or has expired.':
    'Odkaz pro obnovení hesla je neplatný nebo už byl použit. Požádejte o nový.',
  'Missing required data.': 'Chybí povinné údaje.',
  'No User': 'Nejste přihlášeni.',
  'Incorrect collection': 'Tento účet se tímto způsobem odhlásit nemůže.',
  // auth/operations/unlock.js and forgotPassword.js (our endpoint asks through `error:missingEmail`)
  'Missing email.': 'Zadejte e-mail.',
  // utilities/formatErrors.js: an error without a name (e.g. a database failure)
  'An unknown error occurred.': 'Došlo k neznámé chybě.',
  // utilities/routeError.js: what a non-public error (a 500) is answered with
  'Something went wrong.': 'Něco se pokazilo. Zkuste to prosím znovu.',
}

/** Payload's multipart parser over `upload.limits.fileSize` (`uploads/fetchAPI-multipart`, 413). */
const FILE_SIZE_LIMIT_REACHED = 'File size limit has been reached'

type FieldError = { path?: string; message?: string }

/** The English reason Payload gives for refusing an uploaded file, if that is the error. */
function refusedFileReason(result: Parameters<AfterErrorHook>[0]['result']): string | undefined {
  const fieldErrors = (result?.errors ?? []).flatMap((error) => {
    const inner = (error as { data?: { errors?: unknown } }).data?.errors
    return Array.isArray(inner) ? (inner as FieldError[]) : []
  })
  return fieldErrors.find((error) => error.path === 'file' && error.message)?.message
}

/** What Payload's `formatErrors` answers for an error it finds no name on. */
const UNKNOWN_ERROR = 'An unknown error occurred.'

/** Payload's own rule (`isErrorPublic`, not exported): a 4xx shows its message unless marked. */
function isPublic(error: Error): boolean {
  const { isPublic, status } = error as Error & { isPublic?: boolean; status?: number }
  if (typeof isPublic === 'boolean') return isPublic
  return typeof status === 'number' && status < 500
}

/**
 * A root `hooks.afterError` (payload.config.ts): Payload calls it for every REST error after
 * the collection's own hooks. A refused upload (type, size, a broken PDF) gets a Czech reason
 * on the upload field (src/lib/media/uploadRefusals.ts). In the production build the body of an `APIError` without `data`
 * reads "An unknown error occurred.": the bundled error class has no name, and Payload's
 * `formatErrors` needs one. So the error's own message decides: a public one (ours are Czech,
 * `isPublic`) is shown as Payload means to, and Payload's fixed English ones listed above in
 * Czech. A query the database or Payload refused (src/lib/queryRules/queryRefusal.ts: SQLSTATE
 * 22xxx/42xxx on the error's `cause` chain, Payload's `QueryError`, Drizzle's duplicate alias)
 * is a 400 with a Czech sentence, whatever status Payload gave it; this is the one place that
 * maps such errors to an answer. A `ValidationError`'s sentence is rebuilt in the request's
 * language from its field errors (src/lib/i18n/validationErrorMessage.ts), told by its class.
 * Other statuses and answers stay as they are.
 */
export const czechPayloadErrors: AfterErrorHook = ({ error, req, result }) => {
  const refusal = queryRefusalOf(error)
  if (refusal) return { response: { errors: [{ message: refusal.message }] }, status: 400 }
  const message = typeof error?.message === 'string' ? error.message : ''
  // A refused upload: in Czech, and on the upload field as well as in a toast.
  if (message === FILE_SIZE_LIMIT_REACHED) {
    return { response: { ...result, errors: uploadRefusalErrors(fileTooLarge) } }
  }
  const refusedFile = refusedFileReason(result)
  if (refusedFile) {
    return { response: { ...result, errors: uploadRefusalErrors(czechUploadRefusal(refusedFile)) } }
  }
  const czech = CZECH_PAYLOAD_ERRORS[message]
  if (czech) return { response: { ...result, errors: [{ message: czech }] } }
  // Field errors: the sentence over them in the request's language, with the fields' labels.
  if (error instanceof ValidationError && req && result?.errors?.length === 1) {
    const [first] = result.errors
    const translated = { ...first, message: validationErrorMessage(req, error) }
    return { response: { ...result, errors: [translated] } }
  }
  const unnamed = result?.errors?.length === 1 && result.errors[0]?.message === UNKNOWN_ERROR
  if (unnamed && message && isPublic(error)) {
    return { response: { ...result, errors: [{ message }] } }
  }
  // A non-public error (a 500) keeps Payload's generic answer, in Czech.
  const generic = result?.errors?.length === 1 ? result.errors[0]?.message : undefined
  const czechGeneric = generic ? CZECH_PAYLOAD_ERRORS[generic] : undefined
  if (czechGeneric) return { response: { ...result, errors: [{ message: czechGeneric }] } }
  return undefined
}
