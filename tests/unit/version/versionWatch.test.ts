import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { startVersionWatch, VERSION_POLL_MS } from '@/lib/version/versionWatch'

/** A minimal document: the watch only reads visibilityState and listens for its change. */
function fakeDocument(initial: 'visible' | 'hidden') {
  const listeners = new Set<() => void>()
  const doc = {
    visibilityState: initial,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    set(state: 'visible' | 'hidden') {
      doc.visibilityState = state
      for (const listener of listeners) listener()
    },
  }
  return doc
}

describe('version watch', () => {
  let doc: ReturnType<typeof fakeDocument>

  beforeEach(() => {
    vi.useFakeTimers()
    doc = fakeDocument('visible')
    vi.stubGlobal('document', doc)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('takes the first id as its own and reports the first different one', async () => {
    const ids = ['a', 'a', 'b']
    const fetchBuildId = vi.fn(async () => ids.shift() ?? 'b')
    const onUpdate = vi.fn()
    startVersionWatch({ fetchBuildId, onUpdate })
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchBuildId).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS)
    expect(onUpdate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS)
    expect(onUpdate).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 3)
    expect(fetchBuildId).toHaveBeenCalledTimes(3)
  })

  it('logs a failed poll and keeps polling', async () => {
    const fetchBuildId = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('a')
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('a')
    const log = vi.fn()
    startVersionWatch({ fetchBuildId, onUpdate: vi.fn(), log })
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 2)
    expect(log).toHaveBeenCalledTimes(1)
    expect(fetchBuildId).toHaveBeenCalledTimes(3)
  })

  it('does not poll in a hidden tab and checks at once when it is shown', async () => {
    const fetchBuildId = vi.fn(async () => 'a')
    startVersionWatch({ fetchBuildId, onUpdate: vi.fn() })
    await vi.advanceTimersByTimeAsync(0)
    doc.set('hidden')
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 10)
    expect(fetchBuildId).toHaveBeenCalledTimes(1)
    doc.set('visible')
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchBuildId).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS)
    expect(fetchBuildId).toHaveBeenCalledTimes(3)
  })

  it('stops when disposed', async () => {
    const fetchBuildId = vi.fn(async () => 'a')
    const stop = startVersionWatch({ fetchBuildId, onUpdate: vi.fn() })
    await vi.advanceTimersByTimeAsync(0)
    stop()
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS * 5)
    expect(fetchBuildId).toHaveBeenCalledTimes(1)
  })
})
