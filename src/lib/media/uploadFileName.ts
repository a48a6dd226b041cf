/**
 * An uploaded file's name as the site keeps it: without the characters that change how a name
 * is shown rather than what it says. Bidirectional controls (U+200E, U+200F, U+202A–U+202E,
 * U+2066–U+2069, U+061C) make `faktura\u202Efdp.exe` read as `fakturaexe.pdf` in the admin and in
 * a visitor's downloads; zero-width and other invisible format characters (Unicode category Cf,
 * U+00AD, U+200B–U+200D, U+2060–U+2064, U+FEFF) make two names that look alike differ. Control
 * characters go too. What is left is NFC (one spelling of `č`), so Payload's own sanitising
 * (sanitize-filename) and its clash numbering compare like with like.
 */
const INVISIBLE = /[\p{Cf}\p{Cc}\u2028\u2029]/gu

/** The name without invisible characters; `fallback` when nothing visible is left of its stem. */
export function visibleUploadName(name: string, fallback = 'soubor'): string {
  const cleaned = name.replace(INVISIBLE, '').normalize('NFC').trim()
  const dot = cleaned.lastIndexOf('.')
  const stem = dot > 0 ? cleaned.slice(0, dot) : dot === 0 ? '' : cleaned
  if (stem.trim()) return cleaned
  return dot >= 0 ? `${fallback}${cleaned.slice(dot)}` : fallback
}
