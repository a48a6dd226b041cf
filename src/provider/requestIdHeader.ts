import { currentRequestId } from '@/lib/logging/requestContext'

/**
 * The id of the request being served, for the provider's side of the story (its logs, its
 * support): sent as X-Request-Id with every server-side call made while serving a request.
 * Calls of jobs (lead delivery) and of background revalidation have no request and send none.
 */
export function requestIdHeader(): Record<string, string> | undefined {
  const requestId = currentRequestId()
  return requestId ? { 'X-Request-Id': requestId } : undefined
}
