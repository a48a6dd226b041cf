import { mayLoseFirstLetter } from '@/search/text/czechLemma'
import { foldText } from '@/search/text/foldText'
import type { QueryWord } from '@/search/text/searchTerms'
import { wordStems } from '@/search/text/wordStems'

/** A piece of a snippet: plain text, marked when it is a word the query matched. */
export type SnippetSegment = { text: string; match: boolean }

const WORD = /[\p{L}\p{N}]+/gu

/**
 * Whether a word of the text is one the query looked for (a shared stem, or a typed prefix). The
 * answer per distinct word is kept for the matcher's life (one search's page): a page's snippets
 * test the same words again and again, each a fold and a lookup of its stems.
 */
export function wordMatcher(words: QueryWord[], extraStems: string[] = []) {
  const stems = new Set([...words.flatMap((word) => word.stems), ...extraStems])
  const prefixes = words
    .filter(({ prefix }) => prefix)
    .flatMap(({ word, stems: wordStems, stemPrefix }) => [word, ...(stemPrefix ? wordStems : [])])
    .filter((prefix) => prefix.length >= 2)
  // A stem of two letters or more starts with its word's first (folded) letter (suffixes change
  // endings only), unless the dictionary undid a prefix, whose letters then start the word. So a
  // word whose first letter starts no stem, no prefix and no dictionary prefix cannot match: it
  // is turned down without folding and stemming all of it (most words of a snippet).
  const firstLetters = [...stems].every((stem) => stem.length >= 2)
    ? new Set([...stems, ...prefixes].map((start) => start[0]))
    : null
  const known = new Map<string, boolean>()
  return (raw: string): boolean => {
    const cached = known.get(raw)
    if (cached !== undefined) return cached
    if (firstLetters) {
      const first = foldText(raw.slice(0, 2))[0] ?? ''
      if (!firstLetters.has(first) && !mayLoseFirstLetter(first)) {
        known.set(raw, false)
        return false
      }
    }
    const folded = foldText(raw)
    const found = wordStems(folded).stems
    const match =
      found.some((stem) => stems.has(stem)) ||
      prefixes.some(
        (prefix) => folded.startsWith(prefix) || found.some((stem) => stem.startsWith(prefix)),
      )
    known.set(raw, match)
    return match
  }
}

/** Splits text into segments, marking the words `isMatch` accepts. */
export function markWords(text: string, isMatch: (word: string) => boolean): SnippetSegment[] {
  const segments: SnippetSegment[] = []
  let last = 0
  const push = (piece: string, match: boolean) => {
    if (!piece) return
    const previous = segments.at(-1)
    if (previous && previous.match === match) previous.text += piece
    else segments.push({ text: piece, match })
  }
  for (const found of text.matchAll(WORD)) {
    const start = found.index
    push(text.slice(last, start), false)
    push(found[0], isMatch(found[0]))
    last = start + found[0].length
  }
  push(text.slice(last), false)
  return segments
}

/**
 * About `maxLength` characters of `text` around its first matched word, cut at word boundaries,
 * with an ellipsis where it was cut, as segments. Text only: the page renders `<mark>` around
 * matched segments and escapes everything (nothing from the index is ever HTML).
 */
export function snippetSegments(
  text: string,
  isMatch: (word: string) => boolean,
  maxLength = 220,
): SnippetSegment[] {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (!clean) return []
  let firstMatch = -1
  for (const found of clean.matchAll(WORD)) {
    if (isMatch(found[0])) {
      firstMatch = found.index
      break
    }
  }
  let start = firstMatch <= 0 ? 0 : Math.max(0, firstMatch - Math.floor(maxLength / 3))
  if (start > 0) {
    const space = clean.indexOf(' ', start)
    start = space === -1 || space > firstMatch ? start : space + 1
  }
  let end = Math.min(clean.length, start + maxLength)
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end)
    if (space > start) end = space
  }
  const window = `${start > 0 ? '… ' : ''}${clean.slice(start, end)}${end < clean.length ? ' …' : ''}`
  return markWords(window, isMatch)
}
