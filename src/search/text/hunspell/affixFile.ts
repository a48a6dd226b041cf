/**
 * A hunspell affix file (.aff), as far as stemming needs it: the flag type, the prefix and suffix
 * rules (strip, add, condition, cross-product, continuation flags) and the flags that keep a
 * dictionary word from standing alone (NEEDAFFIX, ONLYINCOMPOUND, FORBIDDENWORD, CIRCUMFIX).
 * Spelling advice (TRY, REP, MAP, KEY) and compounding are not read. Directives that would change
 * what a word or a flag means and that this reader does not implement (flag aliases, input
 * conversion, ignored characters, complex prefixes) make it throw rather than stem wrongly.
 */

/** How flags are written: one character each (`char`, `UTF-8`), two (`long`), or numbers. */
export type FlagType = 'char' | 'long' | 'num' | 'UTF-8'

export type AffixRule = {
  kind: 'prefix' | 'suffix'
  flag: string
  /** Whether the rule combines with an affix of the other kind (the header's Y). */
  crossProduct: boolean
  /** Removed from the stem before `add` is added (at its end for a suffix, start for a prefix). */
  strip: string
  add: string
  /** Flags the affixed form carries (twofold affixes, circumfixes). */
  continuation: string[]
  /** Hunspell's condition on the stem: letters, `.`, `[…]` and `[^…]`, one per position. */
  condition: string
}

export type AffixFile = {
  encoding: string
  flagType: FlagType
  rules: AffixRule[]
  needAffix?: string
  onlyInCompound?: string
  forbiddenWord?: string
  circumfix?: string
}

const UNSUPPORTED = ['AF', 'AM', 'ICONV', 'OCONV', 'IGNORE', 'COMPLEXPREFIXES']

/** The flags written in `field` (a dictionary word's or a rule's continuation), one per entry. */
export function splitFlags(field: string, flagType: FlagType): string[] {
  if (!field) return []
  if (flagType === 'num') return field.split(',').filter(Boolean)
  if (flagType === 'long') return field.match(/[\s\S]{1,2}/g) ?? []
  // `char`: hunspell reads bytes, but a UTF-8 file that names flags "ý" or "Ú" (as cs_CZ does)
  // means one flag each; read as characters, the .aff and the .dic agree on them.
  return Array.from(field)
}

/** The encoding named by the affix file's SET line (UTF-8 when none), read before decoding. */
export function affixFileEncoding(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096))
  return head.match(/^SET\s+(\S+)/m)?.[1] ?? 'UTF-8'
}

/** Parses the text of an affix file (already decoded with `affixFileEncoding`). */
export function parseAffixFile(text: string, encoding = 'UTF-8'): AffixFile {
  const file: AffixFile = { encoding, flagType: 'char', rules: [] }
  const headers = new Map<string, { crossProduct: boolean; remaining: number }>()
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/^\uFEFF/, '')
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    const fields = line.trim().split(/\s+/)
    const [directive] = fields as [string, ...string[]]
    if (UNSUPPORTED.includes(directive)) {
      throw new Error(`Affix file directive ${directive} is not supported by this reader`)
    }
    if (directive === 'FLAG') file.flagType = fields[1] as FlagType
    else if (directive === 'NEEDAFFIX' || directive === 'PSEUDOROOT') file.needAffix = fields[1]
    else if (directive === 'ONLYINCOMPOUND') file.onlyInCompound = fields[1]
    else if (directive === 'FORBIDDENWORD') file.forbiddenWord = fields[1]
    else if (directive === 'CIRCUMFIX') file.circumfix = fields[1]
    else if (directive === 'PFX' || directive === 'SFX') {
      const flag = fields[1]!
      const key = `${directive} ${flag}`
      const header = headers.get(key)
      if (!header || header.remaining === 0) {
        // a header: PFX flag Y|N count
        headers.set(key, { crossProduct: fields[2] === 'Y', remaining: Number(fields[3]) })
        continue
      }
      header.remaining -= 1
      const [add, continuation = ''] = (fields[3] ?? '').split('/')
      file.rules.push({
        kind: directive === 'PFX' ? 'prefix' : 'suffix',
        flag,
        crossProduct: header.crossProduct,
        strip: fields[2] === '0' ? '' : (fields[2] ?? ''),
        add: add === '0' ? '' : (add ?? ''),
        continuation: splitFlags(continuation, file.flagType),
        condition: fields[4] ?? '.',
      })
    }
  }
  return file
}
