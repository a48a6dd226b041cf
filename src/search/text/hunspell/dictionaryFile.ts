/**
 * The entries of a hunspell dictionary file (.dic): after the first line (the entry count), one
 * word a line, then `/` and its flags, then optional morphological fields after white space
 * (not read). A slash inside a word is written `\/`. Entries are handed to `onEntry` one by
 * one, with the word's offset in the text, so that the caller keeps them in whatever form it
 * needs (or reads the word from a text of the same offsets) and no list of them is built here.
 */
export function forEachDictionaryEntry(
  text: string,
  onEntry: (word: string, flags: string, offset: number) => void,
): void {
  let start = text.indexOf('\n') + 1
  if (start === 0) return
  while (start < text.length) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    const at = start
    const entryEnd = endOfEntry(text, start, end)
    start = end + 1
    if (entryEnd === at) continue
    const slash = slashAt(text, at, entryEnd)
    const raw = text.slice(at, slash === -1 ? entryEnd : slash)
    const word = raw.includes('\\') ? raw.replaceAll('\\/', '/') : raw
    const flags = slash === -1 ? '' : text.slice(slash + 1, entryEnd)
    // the word's offset in `text`, or -1 when unescaping made it another string
    if (word) onEntry(word, flags, word === raw ? at : -1)
  }
}

/** Where the entry of the line [start, end) ends: at white space (morphology, `\r`) or the line's end. */
function endOfEntry(text: string, start: number, end: number): number {
  for (let index = start; index < end; index += 1) {
    const code = text.charCodeAt(index)
    if (code === 0x20 || code === 0x09 || code === 0x0d) return index
  }
  return end
}

/** The offset of the first `/` in [start, end) not written as `\/`, or -1. */
function slashAt(text: string, start: number, end: number): number {
  let at = text.indexOf('/', start)
  while (at > start && at < end && text[at - 1] === '\\') at = text.indexOf('/', at + 1)
  return at === -1 || at >= end ? -1 : at
}
