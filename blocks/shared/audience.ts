import { type Audience, audiences, type BlockAudience } from '@blocks/shared/audienceField'

type WithAudience = { audience?: BlockAudience | null }

/** The audiences that see a block; a block without a choice is shown to both. */
export function blockAudiences(block: WithAudience): Audience[] {
  const audience = block.audience ?? 'both'
  return audience === 'both' ? [...audiences] : [audience]
}

/** The blocks one audience sees, in page order. */
export function blocksForAudience<T extends WithAudience>(
  blocks: readonly T[],
  audience: Audience,
): T[] {
  return blocks.filter((block) => blockAudiences(block).includes(audience))
}

/**
 * The `data-audience` value of a block's wrapper: set only for single-audience blocks, which the
 * homepage's CSS hides while the other audience is chosen.
 */
export function audienceAttribute(block: WithAudience): Audience | undefined {
  const shownTo = blockAudiences(block)
  return shownTo.length === 1 ? shownTo[0] : undefined
}
