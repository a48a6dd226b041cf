import { describe, expect, it, vi } from 'vitest'

import { singleFlight } from '@/cache/singleFlight'

describe('single flight', () => {
  it('shares one call between callers with the same arguments while it runs', async () => {
    let finish: (value: string) => void = () => {}
    const load = vi.fn(
      (slug: string) => new Promise<string>((resolve) => (finish = (v) => resolve(`${slug}:${v}`))),
    )
    const shared = singleFlight(load)
    const calls = [shared('a'), shared('a'), shared('a')]
    finish('ok')
    expect(await Promise.all(calls)).toEqual(['a:ok', 'a:ok', 'a:ok'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('calls again once the call has settled, also after a failure', async () => {
    const load = vi.fn(async (slug: string) => {
      if (load.mock.calls.length === 1) throw new Error('down')
      return slug
    })
    const shared = singleFlight(load)
    await expect(shared('a')).rejects.toThrow('down')
    expect(await shared('a')).toBe('a')
    expect(await shared('b')).toBe('b')
    expect(load).toHaveBeenCalledTimes(3)
  })
})
