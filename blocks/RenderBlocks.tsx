import type { ComponentType } from 'react'

import type { Page } from '@/payload-types'

import { Booking } from './Booking/Component'
import { CallToAction } from './CallToAction/Component'
import { Cards } from './Cards/Component'
import { Content } from './Content/Component'
import { Experience } from './Experience/Component'
import { Faq } from './Faq/Component'
import { FormBlock } from './Form/Component'
import { NewsList } from './NewsList/Component'

export type LayoutBlock = NonNullable<Page['layout']>[number]
type BlockType = LayoutBlock['blockType']
type BlockOf<TType extends BlockType> = Extract<LayoutBlock, { blockType: TType }>

/** Every block type of the pages' layout field has a component; TypeScript checks the map is complete. */
const blockComponents: { [TType in BlockType]: ComponentType<{ block: BlockOf<TType> }> } = {
  content: Content,
  cards: Cards,
  faq: Faq,
  cta: CallToAction,
  newsList: NewsList,
  form: ({ block }) => <FormBlock {...block} />,
  experience: Experience,
  booking: Booking,
}

export function RenderBlocks({ blocks }: { blocks: LayoutBlock[] | null | undefined }) {
  if (!blocks?.length) return null
  return blocks.map((block) => {
    // The map above pairs each blockType with its own component, which TypeScript cannot
    // correlate through a union index: widen once here instead of in every caller.
    const Block = blockComponents[block.blockType] as ComponentType<{ block: LayoutBlock }>
    return <Block key={block.id ?? block.blockType} block={block} />
  })
}
