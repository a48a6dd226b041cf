import { describe, expect, it } from 'vitest'

import { clearedSharedTierMessage, parseBusMessage } from '@/cache/invalidation/busMessage'

describe('invalidation bus messages', () => {
  it('reads the tags of a save and a leader’s clear', () => {
    expect(parseBusMessage('["page:gdpr","pages"]')).toEqual({ tags: ['page:gdpr', 'pages'] })
    expect(parseBusMessage(clearedSharedTierMessage('site602:abc'))).toEqual({
      clearedSharedTier: 'site602:abc',
    })
  })

  it('ignores anything else', () => {
    for (const message of [undefined, '', 'x', '[]', '[1,null]', '{}', 'null', '{"a":1}']) {
      expect(parseBusMessage(message), String(message)).toBeNull()
    }
    expect(parseBusMessage('["page:gdpr",1]')).toEqual({ tags: ['page:gdpr'] })
  })
})
