import { type ChildProcess, spawn } from 'node:child_process'

import { exited, waitUntilReady } from './childProcess'

export type WorkerProcess = {
  /** Everything it printed so far. */
  output: () => string
  /** SIGTERM (or another signal); resolves with its exit code once it has exited. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

/**
 * `npm run worker` (scripts/worker.ts) in one process of its own with `env` (tsx as a loader:
 * the tsx command would run the script in a child, which a SIGKILL of the parent leaves
 * running). Resolves once its queue work runs.
 */
export async function startWorkerProcess(env: NodeJS.ProcessEnv): Promise<WorkerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  await waitUntilReady(child, async () => output.includes('Fronta poptávek běží'), {
    describe: 'Worker',
    output: () => output,
    timeoutMs: 120_000,
  })
  return {
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      const done = exited(child)
      child.kill(signal)
      await done
      return child.exitCode
    },
  }
}
