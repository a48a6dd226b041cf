import { z } from 'zod'

// Relative imports only: next.config.ts loads this file (src/lib/release/buildRelease.ts).
import { DEFAULT_LOG_LEVEL, LOG_LEVELS } from './logging/logLevel'
import { PROCESS_ROLES } from './processRole'

/**
 * The only place that reads `process.env` for the application. Parsed once, on first use;
 * every bad variable is listed in one error so a misconfigured start-up says all it needs to.
 *
 * During `next build` there is no database and no secret: build-time placeholders keep the
 * config importable, and nothing connects until the first request.
 */

const isBuildPhase = process.env.NEXT_PHASE === 'phase-production-build'

const url = z.url({ protocol: /^https?$/, error: 'must be an http(s):// address' })
const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/.+/, 'must be an address postgres://user:password@host:port/database')

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

/** A release or environment name of the error reports (Sentry's rules, kept short). */
export const RELEASE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/
const NAME_RULE = 'letters, digits, dot, underscore, hyphen (at most 64)'

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: isBuildPhase ? postgresUrl.optional() : postgresUrl,
    DATABASE_SCHEMA: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z_][a-z0-9_]*$/, 'lower-case letters, digits and underscores only')
        .optional(),
    ),
    PAYLOAD_SECRET: isBuildPhase
      ? z.string().optional()
      : z.string().min(32, 'must have at least 32 characters (a random string)'),
    // An origin: `https://example.cz:443` (docker-compose.yml builds it with the port) and
    // `https://example.cz/` are the origin browsers send, which sign-in and CSRF compare with.
    SITE_URL: url.default('http://localhost:3000').transform((value) => new URL(value).origin),
    DATA_DIR: z.string().min(1).default('.data'),
    MEDIA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    PROVIDER_API_URL: url.default('http://127.0.0.1:4010'),
    PROVIDER_PUBLIC_URL: z.preprocess(emptyToUndefined, url.optional()),
    PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
    // SIGTERM: how long /api/live answers 503 before the server stops taking connections, so the
    // HTTP cache's probe (interval 1 s, 2 failures of 3) takes the replica out of rotation first.
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
    PROVIDER_LICENCE_CHECK_PATH: z
      .string()
      .regex(/\{productId\}/, 'must contain {productId}')
      .default('/api/product/{productId}/can-be-bought'),
    IDENTITY_LOGIN_URL: z.preprocess(emptyToUndefined, url.optional()),
    SENTRY_DSN: z.preprocess(emptyToUndefined, url.optional()),
    // The `environment` of every error report (production, staging, …); default NODE_ENV.
    SENTRY_ENVIRONMENT: z.preprocess(
      emptyToUndefined,
      z.string().regex(RELEASE_NAME, NAME_RULE).optional(),
    ),
    DB_QUERY_LOG: z.preprocess(emptyToUndefined, z.stringbool().default(false)),
    // --- Logs (docs/operations.md "Logs") ---
    LOG_LEVEL: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
      z.enum(LOG_LEVELS).default(DEFAULT_LOG_LEVEL),
    ),
    // One JSON line per request on stdout (src/lib/logging/requestLog.ts), with request ids.
    REQUEST_LOG: z.preprocess(emptyToUndefined, z.stringbool().default(true)),
    GTM_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^GTM-[A-Z0-9]+$/)
        .optional(),
    ),
    // Media on S3 (@payloadcms/storage-s3): on when S3_BUCKET is set, else files stay in MEDIA_DIR.
    S3_BUCKET: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    S3_REGION: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    S3_ENDPOINT: z.preprocess(emptyToUndefined, url.optional()),
    S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.stringbool().default(false)),
    // --- Abuse limits (docs/security.md "Abuse limits") ---
    // Proxies of our own in front of the site; 0 = clients connect directly (X-Forwarded-For
    // is then ignored). See src/lib/http/clientAddress.ts.
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    ENQUIRY_RATE_LIMIT_POINTS: z.coerce.number().int().min(1).max(100_000).default(5),
    ENQUIRY_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    LOGIN_RATE_LIMIT_POINTS: z.coerce.number().int().min(1).max(100_000).default(10),
    // Failed sign-ins of one address on one account answered at once; then the waits double
    // (collections/Users/signInBackoff.ts). Also: wrong current passwords per account and window.
    LOGIN_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(4),
    // The window of LOGIN_RATE_LIMIT_POINTS, and the longest back-off wait.
    LOGIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
    PASSWORD_RESET_RATE_LIMIT_POINTS: z.coerce.number().int().min(1).max(100_000).default(5),
    // --- Process roles (docs/operations.md "Process roles") ---
    // web: serves only; worker: background work only (npm run worker); all: both (dev, npm start).
    PROCESS_ROLE: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
      z.enum(PROCESS_ROLES).default('all'),
    ),
    // SIGTERM: how long a worker lets deliveries in flight finish before it releases the rest.
    WORKER_STOP_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    // The worker's CPU priority (nice, 0–19): on a host it shares with web replicas, background
    // work (the search sync's stemming) yields the cores to pages; 0 leaves it as started.
    WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
    // --- Leads (docs/operations.md "Leads"): stored first, delivered to send-form by the queue ---
    // false: enquiries go straight to the provider as before leads were stored (lost when it
    // fails); only the baseline of `npm run bench:leads`.
    LEADS_STORE: z.preprocess(emptyToUndefined, z.stringbool().default(true)),
    LEADS_ATTEMPT_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
    LEADS_RETRY_FIRST_SECONDS: z.coerce.number().int().min(1).max(600).default(5),
    LEADS_RETRY_MAX_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    LEADS_GIVE_UP_HOURS: z.coerce
      .number()
      .min(0.001)
      .max(24 * 30)
      .default(24),
    LEADS_RETENTION_DAYS: z.coerce.number().min(0.0001).max(3650).default(30),
    LEADS_FAILED_RETENTION_DAYS: z.coerce.number().min(0.0001).max(3650).default(90),
    LEADS_ALERT_AFTER_MINUTES: z.coerce
      .number()
      .min(0.1)
      .max(24 * 60)
      .default(15),
    // --- Search (docs/operations.md "Search"): provider content re-read into the index ---
    SEARCH_SYNC_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
    // Searches (results pages and suggestions together) per client address and minute.
    SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
    // --- Backups (docs/operations.md "Backups"): the app only reads the last attempt's status ---
    BACKUP_DIR: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    BACKUP_INTERVAL: z.coerce.number().int().min(60).default(86_400),
    // --- E-mail (docs/operations.md "E-mail"): SMTP, or .eml files in DATA_DIR/mail without it ---
    SMTP_HOST: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    SMTP_PORT: z.coerce.number().int().min(1).max(65_535).default(587),
    SMTP_USER: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    SMTP_PASS: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    SMTP_FROM: z
      .preprocess(emptyToUndefined, z.string().min(3).optional())
      .default('Web Software602 <web@software602.cz>'),
  })
  .superRefine((env, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message })
    if (env.S3_BUCKET && !env.S3_REGION) issue('S3_REGION', 'required when S3_BUCKET is set')
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      issue('S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together')
    }
    if (Boolean(env.SMTP_USER) !== Boolean(env.SMTP_PASS)) {
      issue('SMTP_PASS', 'SMTP_USER and SMTP_PASS go together')
    }
    if (env.LEADS_RETRY_MAX_SECONDS < env.LEADS_RETRY_FIRST_SECONDS) {
      issue('LEADS_RETRY_MAX_SECONDS', 'must not be less than LEADS_RETRY_FIRST_SECONDS')
    }
  })
  .transform((env) => ({
    ...env,
    MEDIA_DIR: env.MEDIA_DIR ?? `${env.DATA_DIR}/media`,
    SENTRY_ENVIRONMENT: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
    PROVIDER_PUBLIC_URL: env.PROVIDER_PUBLIC_URL ?? env.PROVIDER_API_URL,
    IDENTITY_LOGIN_URL:
      env.IDENTITY_LOGIN_URL ?? `${env.PROVIDER_PUBLIC_URL ?? env.PROVIDER_API_URL}/identity/login`,
  }))

export type Env = z.infer<typeof schema>

const listIssues = (error: z.ZodError) =>
  error.issues
    .map((issue) => `  - ${issue.path.join('.') || '(environment)'}: ${issue.message}`)
    .join('\n')

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source)
  if (!result.success) {
    throw new Error(
      `Invalid or missing environment variable (see README and .env.example):\n${listIssues(result.error)}`,
    )
  }
  return result.data
}

let cached: Env | undefined

export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/**
 * Variables only `npm run build` reads (next.config.ts, scripts/postbuild.ts): the release name
 * and where source maps go. Without SENTRY_AUTH_TOKEN the build uploads nothing and makes no
 * request: the maps stay on the build machine (.next/sourcemaps/, never served).
 */
const buildSchema = z
  .object({
    SENTRY_RELEASE: z.preprocess(
      emptyToUndefined,
      z.string().regex(RELEASE_NAME, NAME_RULE).optional(),
    ),
    SENTRY_AUTH_TOKEN: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    SENTRY_ORG: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    SENTRY_PROJECT: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    // A self-hosted Sentry; default sentry.io.
    SENTRY_URL: z.preprocess(emptyToUndefined, url.optional()),
  })
  .superRefine((env, context) => {
    if (!env.SENTRY_AUTH_TOKEN) return
    for (const name of ['SENTRY_ORG', 'SENTRY_PROJECT'] as const) {
      if (!env[name]) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'required with SENTRY_AUTH_TOKEN',
        })
      }
    }
  })

export type BuildEnv = z.infer<typeof buildSchema>

export function parseBuildEnv(source: Record<string, string | undefined>): BuildEnv {
  const result = buildSchema.safeParse(source)
  if (!result.success) {
    throw new Error(
      `Invalid build environment variable (see README and .env.example):\n${listIssues(result.error)}`,
    )
  }
  return result.data
}
