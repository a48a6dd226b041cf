/**
 * The site's processes in a production build, bundled by scripts/postbuild.ts into the standalone
 * folder and run with plain node: the web server (server/main.ts; Next's own `server.js` beside
 * it is not used: it has no HTTP layer), the worker (server/worker.ts), migrations
 * (server/migrate.ts), the health check (server/health.ts) and the provider sandbox.
 */
export const STANDALONE_DIR = '.next/standalone'
export const STANDALONE_SERVER_FILE = 'site-server.js'
export const STANDALONE_SERVER = `${STANDALONE_DIR}/${STANDALONE_SERVER_FILE}`
export const STANDALONE_WORKER = `${STANDALONE_DIR}/worker.js`
export const STANDALONE_MIGRATE = `${STANDALONE_DIR}/migrate.js`
