/**
 * The site's server in a production build: server/main.ts bundled by scripts/postbuild.ts into
 * the standalone folder (Next's own `server.js` beside it is not used: it has no HTTP layer).
 */
export const STANDALONE_SERVER_FILE = 'site-server.js'
export const STANDALONE_SERVER = `.next/standalone/${STANDALONE_SERVER_FILE}`
