import { describe, expect, it } from 'vitest'

import { onShutdown, runShutdownTasks } from '@/lib/shutdown/shutdownTasks'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('shutdown tasks', () => {
  it('closes the connections only after all the work has stopped', async () => {
    const events: string[] = []
    onShutdown('pool', async () => void events.push('pool closed'), 'connections')
    onShutdown('queue', async () => {
      await sleep(100)
      events.push('queue stopped')
    })
    onShutdown('runner', async () => void events.push('runner stopped'))
    await runShutdownTasks(1000, () => {})
    expect(events).toEqual(['runner stopped', 'queue stopped', 'pool closed'])
  })

  it('reports a task that fails or hangs, and goes on', async () => {
    const lines: string[] = []
    const events: string[] = []
    onShutdown('hangs', () => new Promise(() => {}))
    onShutdown('fails', async () => {
      throw Object.assign(new Error('terminating connection'), { code: '57P01' })
    })
    onShutdown('pool', async () => void events.push('pool closed'), 'connections')
    await runShutdownTasks(100, (line) => lines.push(line))
    expect(lines.sort()).toEqual([
      '[shutdown] fails: terminating connection (57P01)',
      '[shutdown] hangs: not stopped within 100 ms',
    ])
    expect(events).toEqual(['pool closed'])
  })
})
