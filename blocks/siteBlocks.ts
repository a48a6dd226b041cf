import type { Block } from 'payload'

import { AudienceSwitchBlockConfig } from './AudienceSwitch/config'
import { BookingBlockConfig } from './Booking/config'
import { CallToActionBlockConfig } from './CallToAction/config'
import { CardsBlockConfig } from './Cards/config'
import { CaseStudyTeasersBlockConfig } from './CaseStudyTeasers/config'
import { CertificationsBlockConfig } from './Certifications/config'
import { ConsultationBannerBlockConfig } from './ConsultationBanner/config'
import { ContactBlockConfig } from './Contact/config'
import { ContentBlockConfig } from './Content/config'
import { CrossingCardsBlockConfig } from './CrossingCards/config'
import { ExperienceBlockConfig } from './Experience/config'
import { FaqBlockConfig } from './Faq/config'
import { FormBlockConfig } from './Form/config'
import { IntroductionBlockConfig } from './Introduction/config'
import { NewsListBlockConfig } from './NewsList/config'
import { NewsWidgetBlockConfig } from './NewsWidget/config'
import { ProductAccordionBlockConfig } from './ProductAccordion/config'
import { QuotesBlockConfig } from './Quotes/config'
import { audienceField } from './shared/audienceField'
import { withBlockAdmin } from './shared/blockAdmin'
import { StripeBlockConfig } from './Stripe/config'
import { VideoBlockConfig } from './Video/config'
import { WebinarsTeaserBlockConfig } from './WebinarsTeaser/config'

const withAudience = (block: Block): Block => ({
  ...block,
  fields: [...block.fields, audienceField],
})

/**
 * The one block library: every block may go on every page and on the homepage, in any order.
 * Each block also says which audience of the audience switch sees it (default: both), and shows
 * itself in the admin by its own heading and a picture (`shared/blockAdmin.ts`).
 * Components: `RenderBlocks.tsx` (TypeScript checks that every slug here has one).
 */
export const siteBlocks: Block[] = [
  IntroductionBlockConfig,
  ContentBlockConfig,
  CardsBlockConfig,
  FaqBlockConfig,
  CallToActionBlockConfig,
  FormBlockConfig,
  NewsListBlockConfig,
  ExperienceBlockConfig,
  BookingBlockConfig,
  AudienceSwitchBlockConfig,
  CrossingCardsBlockConfig,
  QuotesBlockConfig,
  CaseStudyTeasersBlockConfig,
  WebinarsTeaserBlockConfig,
  ConsultationBannerBlockConfig,
  ProductAccordionBlockConfig,
  VideoBlockConfig,
  NewsWidgetBlockConfig,
  CertificationsBlockConfig,
  ContactBlockConfig,
  StripeBlockConfig,
]
  .map(withAudience)
  .map(withBlockAdmin)
