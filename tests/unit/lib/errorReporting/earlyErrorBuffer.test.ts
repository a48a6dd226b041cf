import { describe, expect, it } from 'vitest'

import { bufferEarlyErrors, EARLY_ERROR_LIMIT } from '@/lib/errorReporting/earlyErrorBuffer'

const errorEvent = (error: unknown, message = '') =>
  Object.assign(new Event('error'), { error, message })
const rejectionEvent = (reason: unknown) =>
  Object.assign(new Event('unhandledrejection'), { reason })

describe('bufferEarlyErrors', () => {
  it('keeps uncaught errors and unhandled rejections in order until drained', () => {
    const target = new EventTarget()
    const buffer = bufferEarlyErrors(target as unknown as Window)
    const thrown = new Error('thrown')
    const rejected = new Error('rejected')
    target.dispatchEvent(errorEvent(thrown))
    target.dispatchEvent(rejectionEvent(rejected))
    // a cross-origin script error has no error object, only its message
    target.dispatchEvent(errorEvent(null, 'Script error.'))
    expect(buffer.drain()).toEqual([thrown, rejected, 'Script error.'])
  })

  it('stops listening once drained: the SDK reports what comes after', () => {
    const target = new EventTarget()
    const buffer = bufferEarlyErrors(target as unknown as Window)
    target.dispatchEvent(errorEvent(new Error('before')))
    expect(buffer.drain()).toHaveLength(1)
    target.dispatchEvent(errorEvent(new Error('after')))
    target.dispatchEvent(rejectionEvent('after'))
    expect(buffer.drain()).toEqual([])
  })

  it('keeps at most EARLY_ERROR_LIMIT errors, the first ones', () => {
    const target = new EventTarget()
    const buffer = bufferEarlyErrors(target as unknown as Window)
    for (let i = 0; i < EARLY_ERROR_LIMIT + 5; i++) target.dispatchEvent(errorEvent(i))
    expect(buffer.drain()).toEqual(Array.from({ length: EARLY_ERROR_LIMIT }, (_, i) => i))
  })
})
