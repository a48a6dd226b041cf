import { describe, expect, it } from 'vitest'

import { tagRequestId } from '@/lib/errorReporting/tagRequestId'
import { runWithRequestContext } from '@/lib/logging/requestContext'

describe('error reports carry the request id', () => {
  it('tags an event reported while serving a request with its id', async () => {
    const event = await runWithRequestContext({ requestId: 'edge-1234' }, async () => {
      await Promise.resolve()
      return tagRequestId({ tags: { runtime: 'node' } })
    })
    expect(event.tags).toEqual({ runtime: 'node', request_id: 'edge-1234' })
  })

  it('leaves an event outside a request, or one already tagged, as it is', () => {
    expect(tagRequestId<{ tags?: Record<string, unknown> }>({}).tags).toBeUndefined()
    const tagged = runWithRequestContext({ requestId: 'outer' }, () =>
      tagRequestId({ tags: { request_id: 'own' } }),
    )
    expect(tagged.tags).toEqual({ request_id: 'own' })
  })
})
