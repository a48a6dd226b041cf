import { describe, expect, it } from 'vitest'

import { publishOutcomeMessage } from '@/lib/prepublish/publishOutcomeMessage'

const errors = [
  { message: 'Odkaz vede na nezveřejněnou stránku „Chystaná“.' },
  { message: 'Cesta /nikde nevede na žádnou zveřejněnou stránku webu.' },
]

describe('what an editor is told after publishing with errors', () => {
  it('names every error it went out with', () => {
    expect(publishOutcomeMessage('published', errors)).toBe(
      'Zveřejněno, ale s 2 chybami z kontroly před zveřejněním: 1. Odkaz vede na nezveřejněnou stránku „Chystaná“. 2. Cesta /nikde nevede na žádnou zveřejněnou stránku webu.',
    )
    expect(publishOutcomeMessage('published', errors.slice(0, 1))).toMatch(
      /^Zveřejněno, ale s 1 chybou/,
    )
  })

  it('says a refusal is one and why', () => {
    expect(publishOutcomeMessage('refused', errors)).toMatch(
      /^Nezveřejněno: kontrola před zveřejněním našla chyby \(2\) a zveřejnění s chybami je vypnuté\. 1\. .* Opravte je, nebo uložte koncept\.$/,
    )
    expect(publishOutcomeMessage('refused', errors.slice(0, 1))).toContain('našla chybu a')
  })
})
