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
}

/**
 * A root `hooks.afterError` (payload.config.ts): Payload calls it for every REST error after
 * the collection's own hooks. The error's own message is looked up, not the formatted body's: in
 * the production build the body of these errors already reads "An unknown error occurred."
 * (Payload's `formatErrors` finds no error name on the bundled class). Only the messages listed
 * above change, the status stays. Our own refusals are Czech already (and public: `isPublic`).
 */
export const czechPayloadErrors: AfterErrorHook = ({ error, result }) => {
  const czech = typeof error?.message === 'string' ? CZECH_PAYLOAD_ERRORS[error.message] : undefined
  if (!czech) return
  return { response: { ...result, errors: [{ message: czech }] } }
}
