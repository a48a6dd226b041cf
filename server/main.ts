/**
 * The site's HTTP server: Next's request handler behind the jobs of this folder (413, 400, 503,
 * request ids and log, draining on SIGTERM). `npm run dev` runs this file through tsx
 * (development, hot reload); `npm run build` bundles it into `.next/standalone/site-server.js`,
 * which `npm start`, the Docker image and the tests run with plain node.
 *
 * Environment: PORT (3000), HOSTNAME (0.0.0.0; localhost in development), NODE_ENV, and what
 * src/lib/env.ts parses (REQUEST_LOG, LOG_LEVEL, TRUSTED_PROXY_HOPS, SHUTDOWN_DRAIN_MS,
 * WORKER_STOP_MS, PROCESS_ROLE).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import next from 'next'

import { inlineScripts } from '@/lib/preHydration/inlineScripts'
import { env } from '@/lib/env'
import { loadRoutePatternMatcher } from '@/lib/logging/routePattern'
import {
  deploymentPolicy,
  perRequestDeploymentPolicy,
  scriptHashes,
} from '@/lib/security/deploymentPolicy'

import { isStandaloneBuild, passBuildConfigToNext } from '@/upstream/nextStandaloneConfig'
import { adoptAdminTimeZone } from '@/upstream/serverTimeZone'
import { createDrain, stopOnSignals } from './drain'
import { createSiteServer } from './siteServer'
import { warmUp } from './warmUp'

/** Time for the shutdown tasks beyond the workers' own bound (WORKER_STOP_MS). */
const SHUTDOWN_TASKS_MARGIN_MS = 2000

// Payload's server-rendered admin dates follow the process's zone (src/upstream/serverTimeZone.ts).
adoptAdminTimeZone()

const here = path.dirname(fileURLToPath(import.meta.url))
if (isStandaloneBuild(here)) {
  // As Next's own standalone server.js: the build's folder is the app's folder.
  Object.assign(process.env, { NODE_ENV: 'production' })
  process.chdir(here)
  passBuildConfigToNext(here)
}
const dev = process.env.NODE_ENV !== 'production'
const port = Number(process.env.PORT) || 3000
const hostname = process.env.HOSTNAME || (dev ? 'localhost' : '0.0.0.0')

try {
  const app = next({ dev, dir: process.cwd(), hostname, port })
  // Loads the .env files and the build (or starts the dev bundler) before env() is read.
  await app.prepare()
  const config = env()
  const drain = createDrain()
  const inlineScriptHashes = scriptHashes(Object.values(inlineScripts))
  const server = createSiteServer({
    handle: app.getRequestHandler(),
    requestLog: config.REQUEST_LOG
      ? {
          level: config.LOG_LEVEL,
          trustedProxyHops: config.TRUSTED_PROXY_HOPS,
          routePatternOf: loadRoutePatternMatcher(),
        }
      : null,
    drain,
    contentSecurityPolicy: {
      shared: deploymentPolicy(),
      perRequest: (nonce) => perRequestDeploymentPolicy(nonce, inlineScriptHashes),
    },
  })
  stopOnSignals({
    server,
    drain,
    drainMs: dev ? 0 : config.SHUTDOWN_DRAIN_MS,
    tasksMs: config.WORKER_STOP_MS + SHUTDOWN_TASKS_MARGIN_MS,
    closeApp: () => app.close(),
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, hostname, () => resolve())
  })
  const origin = `http://${['0.0.0.0', '::'].includes(hostname) ? '127.0.0.1' : hostname}:${port}`
  console.info(`[server] ${dev ? 'development' : 'production'}: ${origin}`)
  // A Ctrl+C during the warm-up cuts it: nothing to report then.
  if (config.PROCESS_ROLE === 'all') {
    void warmUp(origin, (line) => {
      if (!drain.draining()) console.warn(line)
    })
  }
} catch (error) {
  console.error('[server] start failed:', error)
  process.exit(1)
}
