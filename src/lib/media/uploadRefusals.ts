/**
 * What an editor reads when the site refuses an uploaded file, in Czech and on the form: the
 * refusal names the upload field (`file`), so the admin shows it under the file as well as in a
 * toast. Payload's own refusals (`uploads/checkFileRestrictions.js`, the multipart size limit)
 * are fixed English strings; collections/shared/czechPayloadErrors.ts and server/bodyLimit.ts
 * answer with these instead.
 */

const MB = 1024 * 1024
/** The largest file an editor may upload (payload.config.ts `upload.limits.fileSize`). */
export const UPLOAD_FILE_SIZE_LIMIT = 10 * MB

const ACCEPTED = 'Nahrajte obrázek JPEG, PNG, WebP, AVIF nebo GIF, nebo dokument PDF.'

/** A refusal: `short` for the toast (no colon or comma: Payload's toast splits on them). */
export interface UploadRefusal {
  short: string
  message: string
}

export const fileTooLarge: UploadRefusal = {
  short: `soubor je větší než ${UPLOAD_FILE_SIZE_LIMIT / MB} MB`,
  message:
    `Soubor je příliš velký: web přijímá soubory do ${UPLOAD_FILE_SIZE_LIMIT / MB} MB. ` +
    'Zmenšete ho (obrázek uložte v menším rozlišení) a nahrajte ho znovu.',
}

const wrongType = (mime: string | undefined): UploadRefusal => ({
  short: mime ? `druh souboru ${mime} web nepřijímá` : 'tento druh souboru web nepřijímá',
  message: `${mime ? `Tento druh souboru (${mime})` : 'Tento druh souboru'} web nepřijímá. ${ACCEPTED}`,
})

const brokenPdf: UploadRefusal = {
  short: 'soubor PDF je poškozený',
  message:
    'Soubor PDF je poškozený nebo to není PDF. Uložte ho znovu z programu, ve kterém vznikl.',
}

/** Payload's English reasons (joined by ", " when there are several), first one decides. */
export function czechUploadRefusal(english: string): UploadRefusal {
  const mime =
    /Invalid MIME type: ([^\s,]+?)\.?(?:,|$)/.exec(english)?.[1] ??
    /File type '?([^\s',]+)'? (?:\(from extension|not allowed)/.exec(english)?.[1]
  if (mime) return wrongType(mime)
  if (/PDF file/.test(english)) return brokenPdf
  return wrongType(undefined)
}

/** A refusal as Payload's REST errors: a toast's message and the upload field's error. */
export function uploadRefusalErrors({ short, message }: UploadRefusal) {
  return [
    { message: `Soubor nelze nahrát: ${short}`, data: { errors: [{ path: 'file', message }] } },
  ]
}
