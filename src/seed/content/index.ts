import { companyPages } from './company'
import { confirmationPages } from './confirmations'
import { eidasPages } from './eidas'
import { faqPages } from './faq'
import { formPages } from './forms'
import { homePage } from './home'
import { hrPages } from './hr'
import { hubPages } from './hubs'
import { legalPages } from './legal'
import { newsPages } from './news'
import { signaturePages } from './signature'
import { sofaPages } from './sofa'
import type { SeedPage } from './types'

/**
 * Every content page of the site, in creation order: pages that many others link to come early
 * (forms, legal, products), the hubs and the homepage last, so most links become page references.
 */
export const allPages: SeedPage[] = [
  ...formPages,
  ...legalPages,
  ...signaturePages,
  ...eidasPages,
  ...hrPages,
  ...sofaPages,
  ...faqPages,
  ...newsPages,
  ...companyPages,
  ...confirmationPages,
  ...hubPages,
  homePage,
]
