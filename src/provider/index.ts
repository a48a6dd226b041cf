// Browser-safe public API of the provider client. Server-only modules (serverProvider,
// server/providerReaders) are imported by their own paths.
export { createProviderClient, type ProviderClient, type ProviderClientOptions } from './client'
export {
  isSessionExpired,
  ProviderError,
  providerErrorMessage,
  SESSION_EXPIRED_MESSAGE,
  SessionExpiredError,
  type ProviderErrorKind,
} from './errors'
export { isStillListed, isUpcomingType, splitEvents, UPCOMING_EVENT_TYPES } from './events/rules'
export {
  hostOverflow,
  RECORDING_CARD_HOSTS,
  UPCOMING_CARD_HOSTS,
  type HostOverflow,
} from './helpers/hostOverflow'
export { isNationalCaseStudy, NATIONAL_CASE_STUDY_SLUGS } from './helpers/isNationalCaseStudy'
export { relatedBlogPosts } from './helpers/relatedBlogPosts'
export { relatedCaseStudies } from './helpers/relatedCaseStudies'
export { toEmbedUrl } from './helpers/toEmbedUrl'
export type { BlogPost } from './mappers/blogPost'
export type { CaseStudy } from './mappers/caseStudy'
export type { OrderRecord } from './mappers/myOrders'
export { splitFullName, type OrderSubmission } from './mappers/order'
export type { PaymentVerification } from './mappers/payment'
export type { Product } from './mappers/product'
export type { Enquiry } from './mappers/sendForm'
export { isSessionExpiredAt, readSessionToken, type Session } from './mappers/session'
export type { Webinar, WebinarHost, WebinarLists } from './mappers/webinar'
export type { CaseStudyDesignation } from './schemas/caseStudy'
export type { ProviderId } from './schemas/primitives'
export type { EnquirySource } from './schemas/sendForm'
