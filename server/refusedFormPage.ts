import type { IncomingMessage } from 'node:http'

/**
 * A form post without JavaScript that the server refuses before Next (too large, or a body no
 * form of ours sends) is answered with this short Czech page, not JSON or a bare status: it says
 * why and leads back to the page the form is on (the path it was posted to).
 */
export function refusedFormPage(path: string, why: string): string {
  const back = path.startsWith('/') && !path.startsWith('//') ? escapeHtml(path) : '/'
  return `<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Formulář se nepodařilo odeslat</title></head>
<body><main><h1>Formulář se nepodařilo odeslat</h1>
<p>${escapeHtml(why)} Vraťte se prosím na stránku a&nbsp;vyplňte formulář znovu.</p>
<p><a href="${back}">Zpět na formulář</a></p></main></body></html>
`
}

/** A browser's own form post to a page (no `Next-Action`, not the REST API): a person reads the answer. */
export function isPlainFormPost(request: IncomingMessage): boolean {
  const path = (request.url ?? '/').split('?')[0] ?? '/'
  return (
    request.method === 'POST' &&
    request.headers['next-action'] === undefined &&
    !path.startsWith('/api/') &&
    String(request.headers['content-type'] ?? '').startsWith('multipart/form-data')
  )
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
