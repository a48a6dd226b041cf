import { currentRequestId } from '@/lib/logging/requestContext'

type TaggableEvent = { tags?: Record<string, unknown> }

/**
 * A server error report carries the id of the request it happened in (tag `request_id`), the
 * same id as the request's log line, its X-Request-Id response header and its provider calls.
 * Reports made outside a request (jobs, background revalidation) have none.
 */
export function tagRequestId<E extends TaggableEvent>(event: E): E {
  const requestId = currentRequestId()
  if (requestId && event.tags?.request_id === undefined) {
    event.tags = { ...event.tags, request_id: requestId }
  }
  return event
}
