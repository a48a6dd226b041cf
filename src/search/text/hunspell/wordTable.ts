/** A dictionary word as written (case and diacritics kept) and its flags. */
export type TableEntry = { written: string; flags: ReadonlySet<string> }

const NONE: readonly TableEntry[] = []

/**
 * Dictionary words by their folded form, in little memory: a quarter of a million words as a Map
 * of strings cost tens of MB of heap, which a process with a 256 MB heap (Dockerfile) should not
 * give a spelling list. Here the words are packed into strings with their offsets, found through
 * an open-addressing hash table of entry numbers keyed by the folded form, and each entry names
 * one of the few distinct flag sets (cs_CZ: a few hundred): for cs_CZ ~11 MB of heap and ~6 MB of
 * typed arrays (docs/performance.md). Several written words may share one
 * folded form ("byt", "být"): they are chained. Words are added while the dictionary is read;
 * `pack` then turns the word lists into the packed strings (nothing can be added after).
 */
export class WordTable {
  private slots: Int32Array
  private folded: string[] | null = []
  private written: string[] | null = []
  private foldedPacked = ''
  private foldedStarts = new Uint32Array(0)
  /** The written words that differ from their folded form (the others are stored once). */
  private writtenPacked = ''
  private writtenStarts = new Uint32Array(0)
  private next: Int32Array
  private flagSetIds: Uint16Array
  private readonly flagSets: Array<ReadonlySet<string>> = []
  private readonly flagSetIdByKey = new Map<string, number>()
  private readonly flagSetIdByList = new Map<readonly string[], number>()
  private count = 0

  constructor(expectedWords = 1024) {
    this.slots = new Int32Array(capacityFor(expectedWords)).fill(-1)
    this.next = new Int32Array(Math.max(expectedWords, 16))
    this.flagSetIds = new Uint16Array(Math.max(expectedWords, 16))
  }

  get size(): number {
    return this.count
  }

  /** Adds a word; a word written the same way again gets the union of both flag sets. */
  add(folded: string, written: string, flags: readonly string[]): void {
    if (!this.folded || !this.written) throw new Error('WordTable.add after pack')
    const slot = this.slotOf(folded)
    for (let entry = this.slots[slot]!; entry !== -1; entry = this.next[entry]!) {
      if (this.written[entry] === written) {
        const merged = [...this.flagSets[this.flagSetIds[entry]!]!, ...flags]
        this.flagSetIds[entry] = this.flagSetId(merged)
        return
      }
    }
    if (this.count === this.next.length) this.grow()
    this.folded.push(folded)
    this.written.push(written)
    this.flagSetIds[this.count] = this.flagSetId(flags)
    this.next[this.count] = this.slots[slot]!
    this.slots[slot] = this.count
    this.count += 1
    if (this.count * 2 > this.slots.length) this.rehash()
  }

  /** The words whose folded form is `folded` (none when the dictionary does not have it). */
  entriesOf(folded: string): readonly TableEntry[] {
    const first = this.slots[this.slotOf(folded)]!
    if (first === -1) return NONE
    const entries: TableEntry[] = []
    for (let entry = first; entry !== -1; entry = this.next[entry]!) {
      entries.push({
        written: this.writtenOf(entry, folded),
        flags: this.flagSets[this.flagSetIds[entry]!]!,
      })
    }
    return entries
  }

  /** Packs the words into strings; the table is read-only from now on. */
  pack(): void {
    const { folded, written } = this
    if (!folded || !written) return
    this.foldedStarts = new Uint32Array(this.count + 1)
    this.writtenStarts = new Uint32Array(this.count + 1)
    let foldedOffset = 0
    let writtenOffset = 0
    const differing: string[] = []
    for (let entry = 0; entry < this.count; entry += 1) {
      this.foldedStarts[entry] = foldedOffset
      this.writtenStarts[entry] = writtenOffset
      foldedOffset += folded[entry]!.length
      if (written[entry] !== folded[entry]) {
        differing.push(written[entry]!)
        writtenOffset += written[entry]!.length
      }
    }
    this.foldedStarts[this.count] = foldedOffset
    this.writtenStarts[this.count] = writtenOffset
    this.foldedPacked = folded.join('')
    this.writtenPacked = differing.join('')
    this.next = this.next.slice(0, this.count)
    this.flagSetIds = this.flagSetIds.slice(0, this.count)
    this.folded = null
    this.written = null
    this.flagSetIdByList.clear()
  }

  private writtenOf(entry: number, folded: string): string {
    if (this.written) return this.written[entry]!
    const start = this.writtenStarts[entry]!
    const end = this.writtenStarts[entry + 1]!
    return start === end ? folded : this.writtenPacked.slice(start, end)
  }

  /** The slot of the chain of `folded`, or the empty slot where it would go. */
  private slotOf(folded: string): number {
    const mask = this.slots.length - 1
    let slot = hashOf(folded) & mask
    for (;;) {
      const entry = this.slots[slot]!
      if (entry === -1 || this.foldedIs(entry, folded)) return slot
      slot = (slot + 1) & mask
    }
  }

  private foldedIs(entry: number, folded: string): boolean {
    if (this.folded) return this.folded[entry] === folded
    const start = this.foldedStarts[entry]!
    if (this.foldedStarts[entry + 1]! - start !== folded.length) return false
    for (let index = 0; index < folded.length; index += 1) {
      if (this.foldedPacked.charCodeAt(start + index) !== folded.charCodeAt(index)) return false
    }
    return true
  }

  /**
   * One set for each distinct list of flags. A caller that passes the same list for the same
   * flags (czechDictionary.ts) costs one lookup a word.
   */
  private flagSetId(flags: readonly string[]): number {
    const known = this.flagSetIdByList.get(flags)
    if (known !== undefined) return known
    const key = flags.join('\u0000')
    let id = this.flagSetIdByKey.get(key)
    if (id === undefined) {
      id = this.flagSets.length
      if (id > 0xffff) throw new Error('WordTable: more than 65,536 distinct flag sets')
      this.flagSets.push(new Set(flags))
      this.flagSetIdByKey.set(key, id)
    }
    if (this.flagSetIdByList.size < 0x10000) this.flagSetIdByList.set(flags, id)
    return id
  }

  private grow(): void {
    const next = new Int32Array(this.next.length * 2)
    next.set(this.next)
    this.next = next
    const flagSetIds = new Uint16Array(this.flagSetIds.length * 2)
    flagSetIds.set(this.flagSetIds)
    this.flagSetIds = flagSetIds
  }

  /** A table twice the size; each chain's head goes to the slot of its folded form. */
  private rehash(): void {
    const folded = this.folded!
    const heads = new Set<number>()
    for (const entry of this.slots) if (entry !== -1) heads.add(entry)
    this.slots = new Int32Array(this.slots.length * 2).fill(-1)
    const mask = this.slots.length - 1
    for (const head of heads) {
      let slot = hashOf(folded[head]!) & mask
      while (this.slots[slot] !== -1) slot = (slot + 1) & mask
      this.slots[slot] = head
    }
  }
}

/** A power of two at least twice `words` (the table stays at most half full). */
function capacityFor(words: number): number {
  let capacity = 1024
  while (capacity < words * 2) capacity *= 2
  return capacity
}

/** FNV-1a over the UTF-16 code units. */
function hashOf(word: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < word.length; index += 1) {
    hash = Math.imul(hash ^ word.charCodeAt(index), 0x01000193)
  }
  return hash >>> 0
}
