import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { cs } from '@payloadcms/translations/languages/cs'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig, type Config } from 'payload'
import sharp from 'sharp'

import { JobPostings } from './collections/JobPostings'
import { EditRecords } from './collections/EditRecords'
import { Leads } from './collections/Leads'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Redirects } from './collections/Redirects'
import { SalesPeople } from './collections/SalesPeople'
import { PressReleases } from './collections/PressReleases'
import { Users } from './collections/Users'
import { Footer } from './globals/Footer'
import { Header } from './globals/Header'
import { InfoBanner } from './globals/InfoBanner'
import { PublishingSettings } from './globals/PublishingSettings'
import { SiteSettings } from './globals/SiteSettings'
import { dbQueryLogger } from './src/lib/dbQueryLogger'
import { listenForExpiredTags } from './src/cache/invalidation/tagExpiryListener'
import { fillCmsSearchIndexWhenEmpty } from './src/search/fillCmsSearchIndexWhenEmpty'
import { czechDictionary } from './src/search/text/czechDictionary'
import { Homepage } from './globals/Homepage'
import { restrictDocumentLocks } from './src/upstream/documentLockAccess'
import { healthEndpoint } from './src/lib/healthEndpoint'
import { liveEndpoint } from './src/lib/liveEndpoint'
import { czechPayloadErrors } from './collections/shared/czechPayloadErrors'
import { czechAdminTranslations } from './src/lib/i18n/czechAdminTranslations'
import { ADMIN_DATE_FORMAT } from './src/lib/dates/formatAdminDateTime'
import { payloadLoggerOptions } from './src/lib/logging/payloadLoggerOptions'
import { payloadLogDestination } from './src/lib/logging/payloadLogDestination'
import { closePayloadOnShutdown } from './src/lib/shutdown/closePayloadOnShutdown'
import { env } from './src/lib/env'
import { mailAdapter } from './src/lib/mail/mailAdapter'
import { mediaStorage } from './src/lib/media/mediaStorage'
import { searchResultPlugin } from './src/fields/seo/searchResultPlugin'
import { richTextEditor } from './src/fields/richTextEditor'
import { adminGraphics, adminMeta } from './src/components/admin/adminBrand'
import { scheduledPublishJobs } from './src/scheduling/scheduledPublishJobs'
import { prepublishEndpoint } from './src/lib/prepublish/prepublishEndpoint'
import { queryRulesPlugin, refuseBadCollectionQueries } from './collections/shared/refuseBadQueries'
import { withQueryRulesOnPayloadCollections } from './src/upstream/payloadCollectionsQueryRules'
import { UPLOAD_FILE_SIZE_LIMIT } from './src/lib/media/uploadRefusals'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// @payloadcms/plugin-seo, storage-s3 (with plugin-cloud-storage) and email-nodemailer are published
// only up to 3.90.1, core is 3.90.2 (security fixes; `overrides` in package.json keep one
// payload/ui/translations version, checked with `npm ls`). Payload's dependency checker
// (development and tests only, never in production) would reject that patch difference with an
// unhandled rejection, and it cannot exempt named packages: in payload 3.90.2
// `checkPayloadDependencies()` (dist/checkPayloadDependencies.js) checks the fixed
// PAYLOAD_PACKAGE_LIST (dist/versions/payloadPackageList.js, which names all four) with no config
// option; its only switches are this all-or-nothing variable (read in `payload.init` and in
// @payloadcms/next's root layout) and PAYLOAD_CI_DEPENDENCY_CHECKER, which only drops
// plugin-sentry. So the check stays off and versions are pinned in package.json instead.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

const {
  DATABASE_URL,
  DATABASE_SCHEMA,
  PAYLOAD_SECRET,
  SITE_URL,
  NODE_ENV,
  DB_QUERY_LOG,
  LOG_LEVEL,
} = env()

// In development the site is reached as localhost or 127.0.0.1; both may use the admin's cookie.
const trustedOrigins =
  NODE_ENV === 'production'
    ? [SITE_URL]
    : [
        SITE_URL,
        SITE_URL.replace('//localhost', '//127.0.0.1'),
        SITE_URL.replace('//127.0.0.1', '//localhost'),
      ]

const config = buildConfig({
  serverURL: SITE_URL,
  secret: PAYLOAD_SECRET ?? 'build-time-placeholder-never-used-at-runtime',
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: adminMeta,
    components: {
      // Names Payload's unnamed controls in Czech (axe: 0 serious/critical in the admin).
      providers: ['@/components/admin/AdminAccessibility#AdminAccessibility'],
      graphics: adminGraphics,
      // What needs attention instead of Payload's grid of collections (those stay in the nav).
      views: {
        dashboard: { Component: '@/components/admin/dashboard/Dashboard#Dashboard' },
      },
    },
    // The admin's one date format, ours included (src/lib/dates/formatAdminDateTime.ts).
    dateFormat: ADMIN_DATE_FORMAT,
    // Payload's own icon, not Gravatar: an editor's e-mail hash never goes to a third party, and
    // the admin loads nothing from another origin (tests/e2e/adminOwnOrigin.spec.ts).
    avatar: 'default',
    // Marketers work in Prague, the server in UTC: "8:00" in the schedule drawer is Prague's 8:00.
    timezones: {
      defaultTimezone: 'Europe/Prague',
      supportedTimezones: [{ label: 'Praha (Europe/Prague)', value: 'Europe/Prague' }],
    },
  },
  i18n: {
    // Czech for whoever names no language the admin offers (API clients, scripts, other
    // browsers); an admin who asks for English (browser or account setting) may have it.
    supportedLanguages: { cs, en },
    fallbackLanguage: 'cs',
    // Payload's and the SEO plugin's Czech where it reads wrong (src/lib/i18n/).
    translations: { cs: czechAdminTranslations },
  },
  // Payload's fixed English refusals (reused reset token, logout without a session) in Czech:
  // they are no translation keys, so `i18n.translations` cannot reach them.
  hooks: { afterError: [czechPayloadErrors] },
  collections: [
    Pages,
    Redirects,
    SalesPeople,
    PressReleases,
    JobPostings,
    Media,
    Users,
    Leads,
    EditRecords,
  ],
  globals: [Header, Footer, InfoBanner, SiteSettings, PublishingSettings, Homepage],
  // Scheduled publishing only, on Payload's own runner in one background process (src/scheduling/).
  jobs: scheduledPublishJobs,
  editor: richTextEditor,
  db: postgresAdapter({
    pool: { connectionString: DATABASE_URL ?? 'postgres://build@127.0.0.1:1/build' },
    // The schema only ever changes through committed migrations, in every environment.
    push: false,
    schemaName: DATABASE_SCHEMA,
    migrationDir: path.resolve(dirname, 'migrations'),
    // One line per SQL statement, for `npm run bench:pages` (queries per uncached render).
    logger: DB_QUERY_LOG ? dbQueryLogger : false,
  }),
  sharp,
  // SMTP (SMTP_HOST), or .eml files in $DATA_DIR/mail (src/lib/mail/mailTransport.ts).
  email: mailAdapter(),
  upload: { limits: { fileSize: UPLOAD_FILE_SIZE_LIMIT } },
  // Only the site itself may call the REST API with the admin's cookie.
  cors: [...new Set(trustedOrigins)],
  csrf: [...new Set(trustedOrigins)],
  endpoints: [healthEndpoint, liveEndpoint, prepublishEndpoint],
  // queryRulesPlugin last: every collection and global, plugins' included, validates its queries.
  plugins: [searchResultPlugin(), mediaStorage(), queryRulesPlugin()],
  graphQL: { disable: true },
  // Throttled sign-ins are logged once, with the client address, by collections/Users/hooks
  // (Payload's type lists only its own error names). Payload's own 4xx classes go to the logger
  // with the error, not only its message for people (what Payload's `info` default logs): the
  // logger's hook writes one English info line per refusal (src/lib/logging/clientErrorsAsInfo.ts).
  loggingLevels: {
    SignInThrottled: false,
    Forbidden: 'error',
    Locked: 'error',
    MissingFile: 'error',
    NotFound: 'error',
    ValidationError: 'error',
  } as NonNullable<Config['loggingLevels']>,
  // Payload's own output (pretty lines, as by default, stamped in UTC like every log line) at the
  // site's LOG_LEVEL; its answered 4xx errors as info lines; every value bounded, escaped and
  // redacted, since Payload logs what requests sent (src/lib/logging/payloadLoggerOptions.ts).
  logger: {
    options: payloadLoggerOptions(LOG_LEVEL),
    destination: payloadLogDestination(),
  },
  onInit: (payload) => {
    // First, before anything queries: stopping the process stops Payload's job runner and closes
    // its pool, after the work that uses them (src/lib/shutdown/).
    closePayloadOnShutdown(payload)
    // Cache tags expired by committed saves of any process (src/cache/invalidation/expireTags.ts).
    listenForExpiredTags(payload)
    // The site search's CMS documents after the migration that created the index (src/search/).
    fillCmsSearchIndexWhenEmpty(payload)
    // The search's Czech dictionary (about a second of parsing) while the process starts, not in
    // the first search or publish; missing files stop the start instead of every search.
    czechDictionary()
  },
  typescript: {
    // Development regenerates the types at start; tests leave them alone: Payload would spawn a
    // `payload generate:types` child at every init (each int file, each worker a topology test
    // starts) that outlives it and takes a core for ~40 s, slowing the timed tests beside it.
    autoGenerate: process.env.NODE_ENV !== 'test',
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
  },
  telemetry: false,
})

// Payload adds its lock collection while building: locks only in one's own name. Its own
// collections get the query rules there too (no plugin point reaches them).
export default withQueryRulesOnPayloadCollections(
  restrictDocumentLocks(config),
  refuseBadCollectionQueries,
)
