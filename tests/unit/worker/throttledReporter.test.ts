import { describe, expect, it } from 'vitest'

import { throttledReporter } from '@/worker/throttledReporter'

describe('throttledReporter', () => {
  it('logs the first error at once and then at most one line a minute, whatever the error', () => {
    const lines: string[] = []
    let now = 1_000_000
    const report = throttledReporter(
      '[x] ',
      (line) => lines.push(line),
      () => now,
    )
    report(new Error('connect ECONNREFUSED'))
    now += 1000
    report(new Error('Connection terminated'))
    now += 58_999
    report('still down')
    now += 1
    report('still down')
    expect(lines).toEqual(['[x] connect ECONNREFUSED', '[x] still down'])
  })

  it("writes pg-boss's error events as one readable line", () => {
    const lines: string[] = []
    const report = throttledReporter('[leads] lead queue: ', (line) => lines.push(line))
    const error = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    })
    // pg-boss emits `{ ...error, message, stack, queue, worker }`, not the error itself
    report({ ...error, message: error.message, stack: error.stack, queue: 'lead-delivery' })
    expect(lines).toEqual([
      '[leads] lead queue: terminating connection due to administrator command (57P01)',
    ])
  })
})
