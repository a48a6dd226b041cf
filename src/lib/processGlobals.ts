import type { AsyncLocalStorage } from 'node:async_hooks'

import type { Transporter } from 'nodemailer'

import type { TagExpirer } from '@/cache/tagExpirer.mjs'
import type { ExpiredTagObserver } from '@/cache/invalidation/expiredTagObservers'
import type { RequestContext } from '@/lib/logging/requestContext'
import type { Limiter, RedisConnection } from '@/lib/rateLimit/limiters'
import type { CzechDictionary } from '@/search/text/czechDictionary'
import type { ShutdownTask } from '@/lib/shutdown/shutdownTasks'

import { clearSlot, readSlot, writeSlot } from './processGlobalSlot.mjs'

/**
 * The process-wide singletons, and the only place that keeps them. Next loads a module once per
 * bundle (the instrumentation hook, every route, the site's own server, the cache handler outside
 * any bundle), so a module-level `let` would be one value per bundle: a limiter counted twice, two
 * mail transports, shutdown tasks the server never sees. Each entry here is one value per process,
 * whichever bundle creates it first, and typed by its key.
 *
 * A value found here may come from another bundle's copy of a class: never test it (or what its
 * methods throw) with `instanceof`; read its shape (src/lib/rateLimit/limiters.ts does).
 */
export type ProcessGlobals = {
  /** What expires cache tags: Next's cache handler registers itself (src/cache/tagExpirer.mjs). */
  'cache.tagExpirer': TagExpirer
  /** The one LISTEN connection for expired tags (the invalidation bus) has been started (tagExpiryListener.ts). */
  'cache.tagExpiryListenerStarted': boolean
  /** Who follows expired tags in this process (expiredTagObservers.ts). */
  'cache.expiredTagObservers': Set<ExpiredTagObserver>
  /** The SMTP server has been checked once (mailAdapter.ts). */
  'mail.serverChecked': boolean
  /** The one mail transport (mailTransport.ts). */
  'mail.transport': Transporter
  /** What must stop before the process exits (shutdownTasks.ts). */
  'shutdown.tasks': ShutdownTask[]
  /** The request a piece of server code runs for (requestContext.ts). */
  'logging.requestContext': AsyncLocalStorage<RequestContext>
  /** The rate limiters' Redis connection; null without REDIS_URL (limiters.ts). */
  'rateLimit.redis': RedisConnection | null
  /** Every limiter by name and settings, so all bundles count one budget (limiters.ts). */
  'rateLimit.limiters': Map<string, Limiter>
  /** When a request last failed for want of the database, in ms (db/connectionError.ts). */
  'db.connectionFailureAt': number
  /** The hunspell cs_CZ dictionary the search lemmatises with (czechDictionary.ts). */
  'search.czechDictionary': CzechDictionary
}

export type ProcessGlobalName = keyof ProcessGlobals

/** The process's value under `name`, created by `create` by whoever asks first. */
export function processGlobal<Name extends ProcessGlobalName>(
  name: Name,
  create: () => ProcessGlobals[Name],
): ProcessGlobals[Name] {
  const existing = readSlot(name) as ProcessGlobals[Name] | undefined
  if (existing !== undefined) return existing
  const created = create()
  writeSlot(name, created)
  return created
}

/** The value under `name`, if any bundle has set it. */
export function existingProcessGlobal<Name extends ProcessGlobalName>(
  name: Name,
): ProcessGlobals[Name] | undefined {
  return readSlot(name) as ProcessGlobals[Name] | undefined
}

export function setProcessGlobal<Name extends ProcessGlobalName>(
  name: Name,
  value: ProcessGlobals[Name],
): void {
  writeSlot(name, value)
}

/** Forgets the value (tests, a reconnect): the next `processGlobal` creates it again. */
export function clearProcessGlobal(name: ProcessGlobalName): void {
  clearSlot(name)
}
