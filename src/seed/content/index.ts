import { companyPages } from './company'
import { confirmationPages } from './confirmations'
import { eidasPages } from './eidas'
import { faqPages } from './faq'
import { formPages } from './forms'
import { hrPages } from './hr'
import { hubPages } from './hubs'
import { legalPages } from './legal'
import { newsPages } from './news'
import { signaturePages } from './signature'
import { sofaPages } from './sofa'
import type { SeedPage } from './types'

/**
 * Every content page of the site, in creation order: pages that many others link to come early
 * (confirmations, forms, legal, products), the hubs last, so most links become page references.
 * The homepage `/` is the homepage global (../homepage.ts).
 */
export const allPages: SeedPage[] = [
  // Before the forms, whose blocks open them after sending.
  ...confirmationPages,
  ...formPages,
  ...legalPages,
  ...signaturePages,
  ...eidasPages,
  ...hrPages,
  ...sofaPages,
  ...faqPages,
  ...newsPages,
  ...companyPages,
  ...hubPages,
]
