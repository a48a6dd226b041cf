import type { Page } from '@/payload-types'

type LayoutBlock = NonNullable<Page['layout']>[number]
type BlockType = LayoutBlock['blockType']
/** A row's data while it is being edited: any field may still be empty. */
type Draft<TType extends BlockType> = Partial<Extract<LayoutBlock, { blockType: TType }>>

const MAX_LENGTH = 80

/** The first words of a rich text (Lexical's JSON), for a block whose heading is optional. */
function firstText(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined
  const { text, children, root } = node as { text?: unknown; children?: unknown; root?: unknown }
  if (typeof text === 'string' && text.trim()) return text
  if (root) return firstText(root)
  if (!Array.isArray(children)) return undefined
  for (const child of children) {
    const found = firstText(child)
    if (found) return found
  }
  return undefined
}

/** Each block's own main text: its heading, or the title it has instead of one. */
const mainTextOf: { [TType in BlockType]: (block: Draft<TType>) => unknown } = {
  introduction: (block) => block.heading,
  content: (block) => block.heading || firstText(block.richText),
  cards: (block) => block.heading,
  faq: (block) => block.heading,
  cta: (block) => block.heading,
  form: (block) => block.title || block.label,
  newsList: (block) => block.heading,
  experience: (block) => block.heading,
  booking: (block) => block.heading,
  audienceSwitch: (block) => block.legend,
  crossingCards: (block) => block.heading,
  quotes: (block) => block.heading,
  caseStudyTeasers: (block) => block.heading,
  webinarsTeaser: (block) => block.heading,
  consultationBanner: (block) => block.heading,
  productAccordion: (block) => block.heading,
  video: (block) => block.title,
  newsWidget: (block) => block.heading,
  certifications: (block) => block.heading,
  contact: (block) => block.heading,
  stripe: (block) => block.title,
}

/** A block's main text on one line, shortened for a row label; nothing when it is empty. */
export function blockMainText(block: { blockType?: string } & Record<string, unknown>) {
  const choose = mainTextOf[block.blockType as BlockType] as
    ((draft: typeof block) => unknown) | undefined
  const text = choose?.(block)
  if (typeof text !== 'string') return undefined
  const line = text.replace(/\s+/g, ' ').trim()
  if (!line) return undefined
  return line.length > MAX_LENGTH ? `${line.slice(0, MAX_LENGTH - 1).trimEnd()}…` : line
}

/**
 * A block row's label in the admin: "Citace zákazníků · Co říkají zákazníci · veřejná správa" —
 * what the block is, its own heading or title, and its audience when it is shown to one only.
 */
export function blockRowText(
  block: { blockType?: string; audience?: unknown } & Record<string, unknown>,
  names: { blockLabel: string; audienceLabel: (audience: string) => string | undefined },
): string {
  const audience =
    typeof block.audience === 'string' && block.audience !== 'both'
      ? names.audienceLabel(block.audience)?.toLocaleLowerCase('cs')
      : undefined
  return [names.blockLabel, blockMainText(block), audience].filter(Boolean).join(' · ')
}
