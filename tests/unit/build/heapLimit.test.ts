import { describe, expect, it } from 'vitest'

import { withHeapLimit } from '../../../scripts/lib/heapLimit'

describe('the production server’s heap options', () => {
  it('cap the old space and keep a full-size young generation by default', () => {
    expect(withHeapLimit(undefined)).toBe('--max-old-space-size=256 --max-semi-space-size=16')
  })

  it('leave what NODE_OPTIONS already sets and keep its other options', () => {
    expect(withHeapLimit('--enable-source-maps --max-old-space-size=1024')).toBe(
      '--enable-source-maps --max-old-space-size=1024 --max-semi-space-size=16',
    )
    expect(withHeapLimit('--max-semi-space-size=8')).toBe(
      '--max-semi-space-size=8 --max-old-space-size=256',
    )
  })
})
