import { spawnSync } from 'node:child_process'
import os from 'node:os'

import { describe, expect, it } from 'vitest'

/** The priority a fresh Node process ends with after lowerWorkerPriority(nice). */
function priorityAfter(nice: number): number {
  const child = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { lowerWorkerPriority } = await import('./src/worker/workerPriority.ts')
       const os = await import('node:os')
       lowerWorkerPriority(${nice})
       console.log(os.getPriority())`,
    ],
    { encoding: 'utf8' },
  )
  expect(child.status, child.stderr).toBe(0)
  return Number(child.stdout.trim())
}

describe('the worker yields the CPU to the web role (WORKER_NICE)', () => {
  it('lowers its priority to the given nice value, never raises it', () => {
    const started = os.getPriority()
    expect(priorityAfter(7)).toBe(Math.max(started, 7))
    expect(priorityAfter(0)).toBe(started)
  })
})
