import { describe, expect, it } from 'vitest'

import { FaultRegistry, faultSchema } from '../../../sandbox/faults'

describe('sandbox faults', () => {
  it('`after` lets that many matching requests through, then hits `times` of them', () => {
    const faults = new FaultRegistry()
    faults.add(
      faultSchema.parse({ path: '/blogpost', method: 'get', kind: '500', after: 1, times: 1 }),
    )
    expect(faults.take('GET', '/blogpost/jine')).toBeNull()
    expect(faults.take('GET', '/blogpost')).toBeNull()
    expect(faults.take('GET', '/blogpost')?.kind).toBe('500')
    expect(faults.take('GET', '/blogpost')).toBeNull()
  })

  it('without `after` hits the first request', () => {
    const faults = new FaultRegistry()
    faults.add(faultSchema.parse({ path: '/order/*', kind: '401' }))
    expect(faults.take('POST', '/order/5/payment')?.kind).toBe('401')
  })
})
