/**
 * What must stop before this process exits: background work of the `all` role registers its stop
 * here, and the HTTP server runs them after it has stopped taking requests (server/). The list
 * is a process global (src/lib/processGlobals.ts): the server and Next's bundles each carry their
 * own copy of this module.
 *
 * Two phases: first the `work` (queues, Payload's job runner, listeners: whatever still queries),
 * all at once; then the `connections` (Payload's pool), which that work may need until it ends.
 * After both, nothing of this process holds a database connection: the database may stop.
 */
import { errorLine } from '@/lib/logging/errorLine'
import { processGlobal } from '@/lib/processGlobals'

export type ShutdownPhase = 'work' | 'connections'
const PHASES: ShutdownPhase[] = ['work', 'connections']

export type ShutdownTask = { name: string; stop: () => Promise<void>; phase: ShutdownPhase }

const tasks = (): ShutdownTask[] => processGlobal('shutdown.tasks', () => [])

export function onShutdown(
  name: string,
  stop: () => Promise<void>,
  phase: ShutdownPhase = 'work',
): void {
  tasks().push({ name, stop, phase })
}

/**
 * Runs every registered stop, phase by phase; a task that fails or hangs past `timeoutMs` (the
 * bound of each phase) is reported, not awaited.
 */
export async function runShutdownTasks(
  timeoutMs: number,
  log: (line: string) => void = (line) => console.error(line),
): Promise<void> {
  const pending = tasks().splice(0)
  for (const phase of PHASES) {
    await Promise.all(
      pending
        .filter((task) => task.phase === phase)
        .map(async ({ name, stop }) => {
          let timer: NodeJS.Timeout | undefined
          const timeout = new Promise<'timeout'>((resolve) => {
            timer = setTimeout(() => resolve('timeout'), timeoutMs)
          })
          try {
            const outcome = await Promise.race([stop().then(() => 'done' as const), timeout])
            if (outcome === 'timeout') log(`[shutdown] ${name}: not stopped within ${timeoutMs} ms`)
          } catch (error) {
            log(`[shutdown] ${name}: ${errorLine(error)}`)
          } finally {
            clearTimeout(timer)
          }
        }),
    )
  }
}
