import { AudienceSwitchBlock } from '@blocks/AudienceSwitch/Component'
import { CaseStudyTeasersBlock } from '@blocks/CaseStudyTeasers/Component'
import { CertificationsBlock } from '@blocks/Certifications/Component'
import { ConsultationBannerBlock } from '@blocks/ConsultationBanner/Component'
import { ContactBlock } from '@blocks/Contact/Component'
import { CrossingCardsBlock } from '@blocks/CrossingCards/Component'
import { IntroductionBlock } from '@blocks/Introduction/Component'
import { NewsWidgetBlock } from '@blocks/NewsWidget/Component'
import { ProductAccordionBlock } from '@blocks/ProductAccordion/Component'
import { QuotesBlock } from '@blocks/Quotes/Component'
import { StripeBlock } from '@blocks/Stripe/Component'
import { VideoBlock } from '@blocks/Video/Component'
import { WebinarsTeaserBlock } from '@blocks/WebinarsTeaser/Component'
import type { Homepage } from '@/payload-types'

export type HomepageBlock = NonNullable<Homepage['layout']>[number]

/** blockType -> component; the switch narrows each block to its generated interface. */
export function HomeBlock({ block }: { block: HomepageBlock }) {
  switch (block.blockType) {
    case 'introduction':
      return <IntroductionBlock block={block} />
    case 'audienceSwitch':
      return <AudienceSwitchBlock block={block} />
    case 'crossingCards':
      return <CrossingCardsBlock block={block} />
    case 'quotes':
      return <QuotesBlock block={block} />
    case 'caseStudyTeasers':
      return <CaseStudyTeasersBlock block={block} />
    case 'webinarsTeaser':
      return <WebinarsTeaserBlock block={block} />
    case 'consultationBanner':
      return <ConsultationBannerBlock block={block} />
    case 'productAccordion':
      return <ProductAccordionBlock block={block} />
    case 'video':
      return <VideoBlock block={block} />
    case 'newsWidget':
      return <NewsWidgetBlock block={block} />
    case 'certifications':
      return <CertificationsBlock block={block} />
    case 'contact':
      return <ContactBlock block={block} />
    case 'stripe':
      return <StripeBlock block={block} />
    default:
      return null
  }
}
