import { describe, expect, it } from 'vitest'

import { audienceAttribute, blockAudiences, blocksForAudience } from '@blocks/shared/audience'

const blocks = [
  { id: 'hero', audience: 'both' as const },
  { id: 'cards-firms', audience: 'companies' as const },
  { id: 'cards-offices', audience: 'publicAdministration' as const },
  { id: 'legacy', audience: null },
]

describe('audience filter', () => {
  it('shows a block marked "both" (or unmarked) to both audiences', () => {
    expect(blockAudiences(blocks[0]!)).toEqual(['companies', 'publicAdministration'])
    expect(blockAudiences(blocks[3]!)).toEqual(['companies', 'publicAdministration'])
  })

  it('keeps the page order and drops the other audience', () => {
    expect(blocksForAudience(blocks, 'companies').map((block) => block.id)).toEqual([
      'hero',
      'cards-firms',
      'legacy',
    ])
    expect(blocksForAudience(blocks, 'publicAdministration').map((block) => block.id)).toEqual([
      'hero',
      'cards-offices',
      'legacy',
    ])
  })

  it('marks only single-audience blocks for the CSS switch', () => {
    expect(blocks.map(audienceAttribute)).toEqual([
      undefined,
      'companies',
      'publicAdministration',
      undefined,
    ])
  })
})
