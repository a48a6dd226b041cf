import type { GlobalConfig } from 'payload'

import { AudienceSwitchBlock } from '@blocks/AudienceSwitch/config'
import { CaseStudyTeasersBlock } from '@blocks/CaseStudyTeasers/config'
import { CertificationsBlock } from '@blocks/Certifications/config'
import { ConsultationBannerBlock } from '@blocks/ConsultationBanner/config'
import { ContactBlock } from '@blocks/Contact/config'
import { CrossingCardsBlock } from '@blocks/CrossingCards/config'
import { IntroductionBlock } from '@blocks/Introduction/config'
import { NewsWidgetBlock } from '@blocks/NewsWidget/config'
import { ProductAccordionBlock } from '@blocks/ProductAccordion/config'
import { QuotesBlock } from '@blocks/Quotes/config'
import { StripeBlock } from '@blocks/Stripe/config'
import { VideoBlock } from '@blocks/Video/config'
import { WebinarsTeaserBlock } from '@blocks/WebinarsTeaser/config'
import { isStaff } from '@/access/isStaff'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { homepagePreviewPath } from '@/lib/cms/homepagePreviewPath'

import { revalidateHomepage } from './hooks/revalidateHomepage'

export const homepageBlocks = [
  IntroductionBlock,
  AudienceSwitchBlock,
  CrossingCardsBlock,
  QuotesBlock,
  CaseStudyTeasersBlock,
  WebinarsTeaserBlock,
  ConsultationBannerBlock,
  ProductAccordionBlock,
  VideoBlock,
  NewsWidgetBlock,
  CertificationsBlock,
  ContactBlock,
  StripeBlock,
]

/** The homepage `/`, block by block; each block is shown to one audience or to both. */
export const Homepage: GlobalConfig = {
  slug: 'homepage',
  label: { cs: 'Úvodní stránka', en: 'Homepage' },
  admin: {
    group: { cs: 'Obsah', en: 'Content' },
    livePreview: { url: ({ req }) => `${req.payload.config.serverURL}${homepagePreviewPath}` },
    preview: (_doc, { req }) => `${req.payload.config.serverURL}${homepagePreviewPath}`,
  },
  access: {
    read: publishedOrStaff,
    update: isStaff,
    readVersions: isStaff,
  },
  versions: {
    drafts: { autosave: { interval: 800 }, schedulePublish: false },
    max: 30,
  },
  hooks: { afterChange: [revalidateHomepage] },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      label: { cs: 'Titulek stránky (SEO)', en: 'Page title (SEO)' },
    },
    {
      name: 'description',
      type: 'textarea',
      label: { cs: 'Popis pro vyhledávače', en: 'Meta description' },
      maxLength: 300,
    },
    {
      name: 'layout',
      type: 'blocks',
      label: { cs: 'Bloky stránky', en: 'Layout' },
      blocks: homepageBlocks,
    },
  ],
}
