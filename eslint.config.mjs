import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import { defineConfig, globalIgnores } from 'eslint/config'

import seams from './tools/eslint-seams/index.mjs'

/**
 * The layers of docs/architecture.md, lowest first: each may import only from the layers below
 * it. Type-only imports (domain types, payload-types) are allowed across layers.
 */
const layer = (group, message) => ({
  group,
  message,
  allowTypeImports: true,
})
const UI = ['@/components/**', '@/search/components/**', '@/shop/**', '@/app/**', '@blocks/**']
/** Block configs (and the library of them) belong to the Payload configuration layer. */
const BLOCK_CONFIGS = ['!@blocks/siteBlocks', '!@blocks/*/config', '!@blocks/shared/*Field']
/** The CMS readers, and the search's reader of Payload's pool (src/search/searchDatabase.ts). */
const CMS = ['@/cms/**', '@/search/searchDatabase']
const CMS_READERS = [...CMS, '@payload-config']
const CONFIG = ['@collections/**', '@globals/**', '@/fields/**', '@/access/**', '@/seed/**']
const PROVIDER = ['@/provider', '@/provider/**']
/** Background work and what it is made of (docs/architecture.md, "Folders"). */
const QUEUE = ['@/queue/**']
const WORKER = ['@/worker/**']
const BACKGROUND = ['@/leads/**', '@/backups/**', '@/scheduling/**', ...WORKER]
const BACKGROUND_LAYER = layer(
  [...UI, ...CMS],
  'Background work depends on src/lib, the provider client, the queue and the leads, never on the UI or the CMS readers (docs/architecture.md).',
)
/**
 * What every e-shop page loads first validates with zod/mini: zod's classic API would add ~25 KB
 * gzip to those pages (docs/architecture.md, "zod schemas"). `zod/mini` stays allowed.
 */
const FIRST_LOAD_ZOD = {
  regex: '^zod$',
  message: 'E-shop first-load code uses zod/mini, not the classic API (docs/architecture.md).',
}
const FIRST_LOAD_ZOD_FILES = [
  'src/shop/store/**',
  'src/shop/forms/quantitySchema.ts',
  'src/shop/forms/paymentTypeSchema.ts',
  'src/shop/client/shopProvider.ts',
]
/** What src/lib may not import: every layer above it. */
const ABOVE_LIB = [...UI, ...CMS_READERS, ...CONFIG, ...PROVIDER, ...QUEUE, ...BACKGROUND]
/**
 * A feature's helpers that the browser, the configuration and the server all import (the search's
 * text and query, the enquiry rules, the cache's tags and bus) obey src/lib's rule.
 */
const FEATURE_HELPERS = [
  'src/search/text/**',
  'src/search/query/**',
  'src/leads/enquiry/**',
  'src/cache/**',
]
const FEATURE_HELPERS_MESSAGE =
  "A feature's low-level helpers import nothing above src/lib (docs/architecture.md)."
const FEATURE_HELPERS_LAYERS = [
  layer(
    ABOVE_LIB.filter((pattern) => pattern !== '@/leads/**'),
    FEATURE_HELPERS_MESSAGE,
  ),
  // the enquiry helpers may import each other; a negated group cannot re-include a subfolder
  { regex: '^@/leads/(?!enquiry/)', message: FEATURE_HELPERS_MESSAGE, allowTypeImports: true },
]
const PROVIDER_LAYER = layer(
  [...UI, ...CMS_READERS, ...CONFIG],
  'The provider client depends only on src/lib (docs/architecture.md).',
)
const CMS_LAYER = layer(
  [...UI, ...CONFIG],
  'CMS readers depend on Payload, the provider client and src/lib only (docs/architecture.md).',
)
const COMPONENTS_LAYER = layer(
  ['@blocks/**'],
  'src/components sits below the blocks: blocks import components, never the other way round (docs/architecture.md).',
)
const restrict = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups }],
})

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/lib/**'],
    rules: restrict(
      layer(
        ABOVE_LIB,
        'src/lib holds low-level helpers: it imports nothing above it (docs/architecture.md).',
      ),
    ),
  },
  {
    // the HTTP server in front of Next: its bundle must not pull in the app
    files: ['server/**'],
    ignores: ['server/worker.ts', 'server/migrate.ts'],
    rules: restrict(
      layer(
        [...UI, ...CMS_READERS, ...CONFIG, ...PROVIDER, ...QUEUE, ...BACKGROUND],
        'server/ depends on src/lib (and src/upstream) only; the app runs inside Next (docs/architecture.md).',
      ),
    ),
  },
  {
    // the other roles' entries boot Payload and the background work themselves, never the UI
    files: ['server/worker.ts', 'server/migrate.ts'],
    rules: restrict(
      layer(
        [...UI, ...CMS],
        'The worker and migrate entries start Payload and background work, never the UI or the CMS readers (docs/architecture.md).',
      ),
    ),
  },
  {
    files: ['src/provider/**'],
    rules: restrict(PROVIDER_LAYER),
  },
  {
    // a later match replaces the rule's options, so these keep the provider layer too
    files: ['src/provider/schemas/providerId.ts', 'src/provider/schemas/sessionClaims.ts'],
    rules: restrict(PROVIDER_LAYER, FIRST_LOAD_ZOD),
  },
  {
    files: FIRST_LOAD_ZOD_FILES,
    rules: restrict(FIRST_LOAD_ZOD),
  },
  {
    // the lead store and queue: below the UI, beside the CMS readers; they reach the provider
    // through its client and the database through their own pool
    files: ['src/leads/**'],
    rules: restrict(
      layer(
        [...UI, ...CMS_READERS, ...CONFIG, ...WORKER],
        'The lead queue depends on the provider client, src/queue and src/lib only (docs/architecture.md).',
      ),
    ),
  },
  {
    // the queue's pools, pg-boss client and loop: above src/lib only
    files: ['src/queue/**'],
    rules: restrict(
      layer(
        [...UI, ...CMS_READERS, ...CONFIG, ...PROVIDER, ...BACKGROUND],
        'src/queue depends on src/lib only (docs/architecture.md).',
      ),
    ),
  },
  {
    // the site search's index: its SQL, the CMS and provider documents, the sync and the log
    files: ['src/search/**'],
    rules: restrict(
      layer(
        [...UI, ...CMS_READERS, ...CONFIG, ...WORKER],
        'The search index depends on the provider client, src/queue and src/lib only (docs/architecture.md).',
      ),
    ),
  },
  {
    // the search's reader of Payload's pool is a CMS reader
    files: ['src/search/searchDatabase.ts'],
    rules: restrict(CMS_LAYER),
  },
  {
    // the search's pages and islands are shared components
    files: ['src/search/components/**'],
    rules: restrict(COMPONENTS_LAYER),
  },
  {
    // a later match replaces the rule's options: these follow src/lib's rule, not their feature's
    files: FEATURE_HELPERS,
    rules: restrict(...FEATURE_HELPERS_LAYERS),
  },
  {
    files: ['src/worker/**', 'src/backups/**', 'src/scheduling/**'],
    rules: restrict(BACKGROUND_LAYER),
  },
  {
    files: ['src/cms/**'],
    rules: restrict(CMS_LAYER),
  },
  {
    files: [
      'collections/**',
      'globals/**',
      'src/fields/**',
      'src/access/**',
      'blocks/**/config.ts',
      'blocks/siteBlocks.ts',
      'blocks/shared/*Field.ts',
    ],
    rules: restrict(
      layer(
        [...UI, ...BLOCK_CONFIGS, ...CMS_READERS, ...PROVIDER],
        'Payload configuration never imports readers or UI: it is loaded by the readers (docs/architecture.md).',
      ),
    ),
  },
  {
    // shared components sit below the blocks that render them: a block's island and admin parts
    // live in its folder
    files: ['src/components/**'],
    rules: restrict(COMPONENTS_LAYER),
  },
  {
    // workarounds take what they change from payload.config.ts, never from the configuration
    files: ['src/upstream/**'],
    rules: restrict(
      layer(
        ['@collections/**', '@globals/**', '@blocks/**'],
        'src/upstream imports no collection, global or block: payload.config.ts passes them in (docs/architecture.md).',
      ),
    ),
  },
  {
    // the product's entry points and build steps; the harnesses in tools/ import them, not back
    files: ['scripts/**'],
    rules: restrict({
      group: ['**/tools/**'],
      message:
        'scripts/ is the product: it never imports the harnesses of tools/ (docs/architecture.md).',
    }),
  },
  {
    // DESIGN.md "Seams": our code meets Node, Next and Payload through documented seams only;
    // src/upstream/ is the one documented place for a workaround (docs/architecture.md, "Where we
    // lean on internals"). Tests stay out: a test may stub a framework object on purpose.
    files: [
      'src/**',
      'collections/**',
      'globals/**',
      'blocks/**',
      'server/**',
      'scripts/**',
      'sandbox/**',
      'tools/**',
      'payload.config.ts',
    ],
    ignores: ['src/upstream/**'],
    plugins: { seams },
    rules: {
      'seams/no-framework-mutation': 'error',
      'seams/no-framework-prototype': 'error',
      'seams/no-private-globals': 'error',
      'seams/no-signal-handler-removal': 'error',
    },
  },
  globalIgnores([
    '.next/**',
    '.data/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'src/payload-types.ts',
    'src/app/(payload)/**',
    'migrations/**',
    'next-env.d.ts',
  ]),
])
