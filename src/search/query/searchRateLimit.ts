import { env } from '@/lib/env'
import { clientAddress } from '@/lib/http/clientAddress'
import { clientBucket } from '@/lib/rateLimit/limiterKeys'
import { consume, limiter } from '@/lib/rateLimit/limiters'

/**
 * Whether this request may search: SEARCH_RATE_LIMIT_PER_MINUTE (120) searches per client address
 * and minute, results pages and suggestions together, on the same limiters as enquiries (in Redis
 * when REDIS_URL is set, so every replica counts one limit). A person typing with suggestions
 * makes a few a second at most.
 */
export async function allowSearch(headers: Headers): Promise<boolean> {
  const client = clientBucket(clientAddress(headers, env().TRUSTED_PROXY_HOPS))
  const allowance = await consume(
    limiter({ name: 'search', points: env().SEARCH_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 }),
    client,
  )
  return allowance.allowed
}
