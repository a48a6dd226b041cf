import type { ComponentType } from 'react'

import { audienceAttribute } from '@blocks/shared/audience'
import type { Page } from '@/payload-types'

import { AudienceSwitchBlock } from './AudienceSwitch/Component'
import { BookingBlock } from './Booking/Component'
import { CallToActionBlock } from './CallToAction/Component'
import { CardsBlock } from './Cards/Component'
import { CaseStudyTeasersBlock } from './CaseStudyTeasers/Component'
import { CertificationsBlock } from './Certifications/Component'
import { ConsultationBannerBlock } from './ConsultationBanner/Component'
import { ContactBlock } from './Contact/Component'
import { ContentBlock } from './Content/Component'
import { CrossingCardsBlock } from './CrossingCards/Component'
import { ExperienceBlock } from './Experience/Component'
import { FaqBlock } from './Faq/Component'
import { FormBlock } from './Form/Component'
import { IntroductionBlock } from './Introduction/Component'
import { NewsListBlock } from './NewsList/Component'
import { NewsWidgetBlock } from './NewsWidget/Component'
import { ProductAccordionBlock } from './ProductAccordion/Component'
import { QuotesBlock } from './Quotes/Component'
import styles from './RenderBlocks.module.css'
import { StripeBlock } from './Stripe/Component'
import { VideoBlock } from './Video/Component'
import { WebinarsTeaserBlock } from './WebinarsTeaser/Component'

/** A block of the one block library (pages and the homepage share it: `siteBlocks.ts`). */
export type LayoutBlock = NonNullable<Page['layout']>[number]
type BlockType = LayoutBlock['blockType']
type BlockOf<TType extends BlockType> = Extract<LayoutBlock, { blockType: TType }>

/** What every block component is given: its block, and the path of the page it is on. */
type BlockProps<TBlock> = { block: TBlock; pagePath: string }

type Entry<TType extends BlockType> = {
  Component: ComponentType<BlockProps<BlockOf<TType>>>
  /** `text` blocks sit in the reading column; `section` blocks span the page with their background. */
  width: 'text' | 'section'
}

/** blockType -> component; TypeScript checks that every block of the library has one. */
const blockComponents: { [TType in BlockType]: Entry<TType> } = {
  introduction: { Component: IntroductionBlock, width: 'section' },
  content: { Component: ContentBlock, width: 'text' },
  cards: { Component: CardsBlock, width: 'text' },
  faq: { Component: FaqBlock, width: 'text' },
  cta: { Component: CallToActionBlock, width: 'text' },
  form: { Component: FormBlock, width: 'text' },
  newsList: { Component: NewsListBlock, width: 'text' },
  experience: { Component: ExperienceBlock, width: 'text' },
  booking: { Component: BookingBlock, width: 'text' },
  audienceSwitch: { Component: AudienceSwitchBlock, width: 'section' },
  crossingCards: { Component: CrossingCardsBlock, width: 'section' },
  quotes: { Component: QuotesBlock, width: 'section' },
  caseStudyTeasers: { Component: CaseStudyTeasersBlock, width: 'section' },
  webinarsTeaser: { Component: WebinarsTeaserBlock, width: 'section' },
  consultationBanner: { Component: ConsultationBannerBlock, width: 'section' },
  productAccordion: { Component: ProductAccordionBlock, width: 'section' },
  video: { Component: VideoBlock, width: 'section' },
  newsWidget: { Component: NewsWidgetBlock, width: 'section' },
  certifications: { Component: CertificationsBlock, width: 'section' },
  contact: { Component: ContactBlock, width: 'section' },
  stripe: { Component: StripeBlock, width: 'section' },
}

/**
 * Every page's blocks, the homepage's too. Blocks for one audience carry `data-audience`; the
 * container hides the other audience's blocks with CSS while the audience switch (native radios)
 * says so, so switching needs no script and no request.
 */
export function RenderBlocks({
  blocks,
  pagePath,
  className,
}: {
  blocks: LayoutBlock[] | null | undefined
  /** The page's path as the CMS stores it (`home` for the homepage): a form block posts it. */
  pagePath: string
  className?: string
}) {
  if (!blocks?.length) return null
  return (
    <div className={className ? `${styles.blocks} ${className}` : styles.blocks}>
      {blocks.map((block, index) => {
        // The map pairs each blockType with its own component, which TypeScript cannot
        // correlate through a union index: widen once here instead of in every caller.
        const { Component, width } = blockComponents[block.blockType] as Entry<BlockType> & {
          Component: ComponentType<BlockProps<LayoutBlock>>
        }
        return (
          <div
            key={block.id ?? `${block.blockType}-${index}`}
            className={width === 'text' ? styles.text : undefined}
            data-audience={audienceAttribute(block)}
            // Names the block for tools/admin/blockImages.ts (the admin's block pictures).
            data-block={block.blockType}
          >
            <Component block={block} pagePath={pagePath} />
          </div>
        )
      })}
    </div>
  )
}
