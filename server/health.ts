/**
 * The health check with what the image contains (no wget, no curl): `node health.js` asks this
 * container's server for `/api/health` with the internal header (its details: database, leads
 * backlog), prints the answer and exits 0 only for 200. Used by the image's HEALTHCHECK and by
 * operators (`docker compose exec app1 node health.js`). An argument replaces the path (`/api/live`).
 *
 * Environment: PORT (3000), PAYLOAD_SECRET (for the details; without it the short answer).
 */
import { internalHealthHeaders } from '@/lib/healthEndpoint'

const path = process.argv[2] || '/api/health'
const url = `http://127.0.0.1:${Number(process.env.PORT) || 3000}${path}`
try {
  const response = await fetch(url, {
    headers: internalHealthHeaders(process.env.PAYLOAD_SECRET),
    signal: AbortSignal.timeout(4000),
  })
  console.log(`${response.status} ${await response.text()}`)
  process.exit(response.ok ? 0 : 1)
} catch (error) {
  console.log(`${url}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
