import { describe, expect, it } from 'vitest'

import { failureWatch } from '@/worker/failureWatch'

describe('failure watch', () => {
  it('reports the first failure of a run of failures, again only after a success', () => {
    const reports: string[] = []
    const watch = failureWatch((reason) => reports.push(reason))
    watch.failed('první')
    watch.failed('druhá')
    watch.failed('třetí')
    expect(reports).toEqual(['první'])
    watch.succeeded()
    watch.succeeded()
    watch.failed('po obnovení')
    expect(reports).toEqual(['první', 'po obnovení'])
  })
})
