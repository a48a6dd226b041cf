/**
 * Just enough of RFC 5322/2045/2047 to read what nodemailer writes: unfolded headers with
 * encoded words decoded, and the text/plain and text/html parts (base64, quoted-printable or
 * 7bit; multipart nested at any depth). For tests only: charsets other than UTF-8 are not read.
 */
export type ParsedMail = { headers: Record<string, string>; text?: string; html?: string }

function decodeBytes(hex: string): Buffer {
  const bytes: number[] = []
  for (let index = 0; index < hex.length; index += 1) {
    const byte = /^=([0-9A-Fa-f]{2})/.exec(hex.slice(index, index + 3))?.[1]
    if (byte) {
      bytes.push(parseInt(byte, 16))
      index += 2
    } else {
      bytes.push(...Buffer.from(hex.charAt(index)))
    }
  }
  return Buffer.from(bytes)
}

function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBytes(text.replace(/_/g, ' ')).toString('utf8'),
    )
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\n\n')
  const head = end === -1 ? raw : raw.slice(0, end)
  const body = end === -1 ? '' : raw.slice(end + 2)
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    headers[name] ??= decodeWords(line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function decodeBody(body: string, transferEncoding = '7bit'): string {
  switch (transferEncoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    case 'quoted-printable':
      return decodeBytes(body.replace(/=\n/g, '')).toString('utf8')
    default:
      return body
  }
}

function readParts(raw: string, into: ParsedMail): void {
  const { headers, body } = splitEntity(raw)
  const type = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1)
    for (const section of sections) {
      if (section.startsWith('--')) break
      // The line break before a delimiter belongs to the delimiter.
      readParts(section.replace(/^\n/, '').replace(/\n$/, ''), into)
    }
    return
  }
  const content = decodeBody(body, headers['content-transfer-encoding'])
  if (/^text\/html/i.test(type)) into.html ??= content
  else if (/^text\/plain/i.test(type)) into.text ??= content
}

export function parseMail(raw: string | Buffer): ParsedMail {
  const normalized = raw.toString().replace(/\r\n/g, '\n')
  const mail: ParsedMail = { headers: splitEntity(normalized).headers }
  readParts(normalized, mail)
  return mail
}
