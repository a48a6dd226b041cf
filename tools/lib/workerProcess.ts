import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { exited, waitUntilReady } from '../../scripts/lib/childProcess'
import { STANDALONE_WORKER } from '../../scripts/lib/standaloneServer'

export type WorkerProcess = {
  /** Everything it printed so far. */
  output: () => string
  /** SIGTERM (or another signal); resolves with its exit code once it has exited. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

/**
 * The worker role as the image runs it: the production build's bundled worker
 * (`.next/standalone/worker.js`, server/worker.ts) under plain node, one process, with `env`
 * (DATABASE_URL and the rest given, no .env files). Resolves once its queue work runs.
 */
export async function startWorkerProcess(env: NodeJS.ProcessEnv): Promise<WorkerProcess> {
  const bundled = path.resolve(STANDALONE_WORKER)
  if (!existsSync(bundled)) {
    throw new Error(`No ${STANDALONE_WORKER}: run \`npm run build\` first.`)
  }
  const child: ChildProcess = spawn(process.execPath, [bundled], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  await waitUntilReady(child, async () => output.includes('[leads] lead queue running'), {
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
