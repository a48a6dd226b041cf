import type { AfterErrorHook } from 'payload'

/**
 * Payload's own refusals whose text is a fixed English string in its operations, not a
 * translation key (so `i18n.translations` cannot reach them), in the admin's language. Payload
 * 3.90: `auth/operations/resetPassword.js` (a reset token used twice or expired, 403; missing
 * token or password, 400) and `auth/operations/logout.js` (no session, 400; another
 * collection's session, 403).
 */
export const CZECH_PAYLOAD_ERRORS: Readonly<Record<string, string>> = {
  'Token is either invalid or has expired.':
    'Odkaz pro obnovení hesla je neplatný nebo už byl použit. Požádejte o nový.',
  'Missing required data.': 'Chybí povinné údaje.',
  'No User': 'Nejste přihlášeni.',
  'Incorrect collection': 'Tento účet se tímto způsobem odhlásit nemůže.',
  // utilities/formatErrors.js: an error without a name (e.g. a database failure)
  'An unknown error occurred.': 'Došlo k neznámé chybě.',
  // utilities/routeError.js: what a non-public error (a 500) is answered with
  'Something went wrong.': 'Něco se pokazilo. Zkuste to prosím znovu.',
}

/**
 * A root `hooks.afterError` (payload.config.ts): Payload calls it for every REST error after
 * the collection's own hooks, with the formatted body; only the messages listed above change,
 * status and everything else stay. Our own refusals are Czech already (and public: `isPublic`).
 */
export const czechPayloadErrors: AfterErrorHook = ({ result }) => {
  if (!result || !Array.isArray(result.errors)) return
  let changed = false
  const errors = result.errors.map((error) => {
    const czech =
      typeof error?.message === 'string' ? CZECH_PAYLOAD_ERRORS[error.message] : undefined
    if (!czech) return error
    changed = true
    return { ...error, message: czech }
  })
  return changed ? { response: { ...result, errors } } : undefined
}
