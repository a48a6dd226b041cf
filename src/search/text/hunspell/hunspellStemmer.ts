import { conditionTest } from './affixCondition'
import type { AffixFile, AffixRule } from './affixFile'
import type { TableEntry, WordTable } from './wordTable'

/**
 * Hunspell's stemming, for folded words: the dictionary words a word is a form of. It undoes one
 * suffix rule (or two, where the inner suffix's continuation allows the outer one, as in
 * "otcova" ← "otcův" ← "otec"), a prefix rule, or a prefix and a suffix together (both
 * cross-product, or the suffix's continuation allowing the prefix, as in "nej…ější"). A rule is
 * undone only where its condition holds and the dictionary word carries the rule's flag; a
 * circumfix suffix only with a circumfix prefix. Dictionary words marked FORBIDDENWORD are left
 * out when the table is built, ONLYINCOMPOUND ones are no stems here (no compounding), and a
 * NEEDAFFIX word is a stem only of affixed forms.
 *
 * The search has folded words (foldText.ts: a visitor types "schranek" as often as "schránek"),
 * so the rules are undone on folded text (`fold`), with folded conditions that accept at least
 * what the written ones do (affixCondition.ts). Each dictionary word found is then checked as
 * written: the rules applied to it forwards, with their written strip, add and condition, must
 * make a form (`Analysis.form`), or hunspell would never have made the word from it.
 */
export type Analysis = {
  /** The dictionary word, folded: the lemma. */
  stem: string
  /** The dictionary word as written in the dictionary (a capital for a name). */
  root: string
  /** The form the rules make of `root` that folds to the analysed word, as written. */
  form: string
  /** Whether a prefix was undone ("ne-", "nej-"). */
  prefixed: boolean
}

export type HunspellStemmer = {
  /** Every reading of a folded word (none when the dictionary does not know it). */
  analyses(word: string): Analysis[]
  /** Folded letters a prefix rule adds: only a word starting with one may lose its first letters. */
  prefixStarts: ReadonlySet<string>
}

type Rule = {
  flag: string
  crossProduct: boolean
  continuation: ReadonlySet<string>
  circumfix: boolean
  folded: { strip: string; add: string; holds: (stem: string) => boolean }
  written: { strip: string; add: string; holds: (stem: string) => boolean }
}

function byAdd(rules: Rule[]): Map<string, Rule[]> {
  const map = new Map<string, Rule[]>()
  for (const rule of rules) map.set(rule.folded.add, [...(map.get(rule.folded.add) ?? []), rule])
  return map
}

/** The form a suffix makes of a written word, or null when the rule does not apply to it. */
function withSuffix(rule: Rule, word: string): string | null {
  const { strip, add, holds } = rule.written
  if (!word.endsWith(strip) || !holds(word)) return null
  return word.slice(0, word.length - strip.length) + add
}

function withPrefix(rule: Rule, word: string): string | null {
  const { strip, add, holds } = rule.written
  if (!word.startsWith(strip) || !holds(word)) return null
  return add + word.slice(strip.length)
}

export function createHunspellStemmer(
  affixes: AffixFile,
  table: WordTable,
  fold: (text: string) => string,
): HunspellStemmer {
  // the letters the rules are written in, for folding negated conditions (affixCondition.ts)
  const alphabet = [
    ...new Set(affixes.rules.flatMap((rule) => Array.from(rule.strip + rule.add + rule.condition))),
  ].filter((letter) => /\p{L}/u.test(letter))
  // rules share conditions: each is compiled once for folded and once for written stems
  const conditions = new Map<string, (stem: string) => boolean>()
  const conditionOf = (rule: AffixRule, folded: boolean) => {
    const key = `${rule.kind} ${folded} ${rule.condition}`
    let test = conditions.get(key)
    if (!test) {
      test = conditionTest(rule.condition, rule.kind, folded ? fold : (letter) => letter, alphabet)
      conditions.set(key, test)
    }
    return test
  }
  const ruleOf = (rule: AffixRule): Rule => ({
    flag: rule.flag,
    crossProduct: rule.crossProduct,
    continuation: new Set(rule.continuation),
    circumfix: affixes.circumfix !== undefined && rule.continuation.includes(affixes.circumfix),
    folded: {
      strip: fold(rule.strip),
      add: fold(rule.add),
      holds: conditionOf(rule, true),
    },
    written: {
      strip: rule.strip,
      add: rule.add,
      holds: conditionOf(rule, false),
    },
  })
  const suffixRules = affixes.rules.filter((rule) => rule.kind === 'suffix').map(ruleOf)
  const prefixRules = affixes.rules.filter((rule) => rule.kind === 'prefix').map(ruleOf)
  const suffixes = byAdd(suffixRules)
  const prefixes = byAdd(prefixRules)
  const longestSuffix = Math.max(0, ...suffixRules.map((rule) => rule.folded.add.length))
  const longestPrefix = Math.max(0, ...prefixRules.map((rule) => rule.folded.add.length))
  // suffixes whose forms take a further suffix (twofold), by the flag of that outer suffix
  const innerSuffixes = new Map(
    [...new Set(suffixRules.flatMap((rule) => [...rule.continuation]))].map((flag) => [
      flag,
      byAdd(suffixRules.filter((rule) => rule.continuation.has(flag))),
    ]),
  )

  /** Dictionary words of a folded stem that carry `flag` and may take affixes. */
  const rootsOf = (stem: string, flag: string): TableEntry[] =>
    table
      .entriesOf(stem)
      .filter(
        ({ flags }) =>
          flags.has(flag) && !(affixes.onlyInCompound && flags.has(affixes.onlyInCompound)),
      )

  /** Each suffix rule whose folded add ends `word`, with the folded stem it leaves. */
  function eachSuffix(
    word: string,
    rules: Map<string, Rule[]>,
    visit: (rule: Rule, stem: string) => void,
  ) {
    for (let length = 0; length <= Math.min(longestSuffix, word.length - 1); length += 1) {
      const found = rules.get(word.slice(word.length - length))
      if (!found) continue
      const kept = word.slice(0, word.length - length)
      for (const rule of found) {
        const stem = kept + rule.folded.strip
        if (rule.folded.holds(stem)) visit(rule, stem)
      }
    }
  }

  function analyses(word: string): Analysis[] {
    const found: Analysis[] = []
    const add = (stem: string, root: string, form: string | null, prefixed: boolean) => {
      if (form !== null) found.push({ stem, root, form, prefixed })
    }
    for (const { written, flags } of table.entriesOf(word)) {
      if (affixes.needAffix && flags.has(affixes.needAffix)) continue
      if (affixes.onlyInCompound && flags.has(affixes.onlyInCompound)) continue
      add(word, written, written, false)
    }
    eachSuffix(word, suffixes, (outer, base) => {
      if (outer.circumfix) return
      for (const { written } of rootsOf(base, outer.flag)) {
        add(base, written, withSuffix(outer, written), false)
      }
      const inner = innerSuffixes.get(outer.flag)
      if (!inner) return
      eachSuffix(base, inner, (rule, stem) => {
        if (rule.circumfix) return
        for (const { written } of rootsOf(stem, rule.flag)) {
          const middle = withSuffix(rule, written)
          add(stem, written, middle && withSuffix(outer, middle), false)
        }
      })
    })
    for (let length = 1; length <= Math.min(longestPrefix, word.length - 1); length += 1) {
      for (const prefix of prefixes.get(word.slice(0, length)) ?? []) {
        const base = prefix.folded.strip + word.slice(length)
        if (!prefix.folded.holds(base)) continue
        if (!prefix.circumfix) {
          for (const { written } of rootsOf(base, prefix.flag)) {
            add(base, written, withPrefix(prefix, written), true)
          }
        }
        eachSuffix(base, suffixes, (suffix, stem) => {
          if (suffix.circumfix !== prefix.circumfix) return
          for (const { written, flags } of rootsOf(stem, suffix.flag)) {
            const crossed = prefix.crossProduct && suffix.crossProduct && flags.has(prefix.flag)
            if (!crossed && !suffix.continuation.has(prefix.flag)) continue
            const middle = withSuffix(suffix, written)
            add(stem, written, middle && withPrefix(prefix, middle), true)
          }
        })
      }
    }
    return found
  }

  return {
    analyses,
    // a rule that adds what it strips (cs_CZ's case change, once folded) keeps the first letter
    prefixStarts: new Set(
      prefixRules
        .filter((rule) => rule.folded.add && rule.folded.add !== rule.folded.strip)
        .map((rule) => rule.folded.add[0]!),
    ),
  }
}
