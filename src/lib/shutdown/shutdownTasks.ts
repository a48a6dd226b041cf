/**
 * What must stop before this process exits, in the order it was registered: background work of
 * the `all` role registers its stop here, and the HTTP server runs them after it has stopped
 * taking requests (server/). The list lives on globalThis under our own symbol: the server and
 * Next's bundles each carry their own copy of this module.
 */
const TASKS = Symbol.for('site602.shutdown.tasks')

type ShutdownTask = { name: string; stop: () => Promise<void> }
type TaskHolder = { [TASKS]?: ShutdownTask[] }

const tasks = (): ShutdownTask[] => ((globalThis as TaskHolder)[TASKS] ??= [])

export function onShutdown(name: string, stop: () => Promise<void>): void {
  tasks().push({ name, stop })
}

/** Runs every registered stop; a task that fails or hangs past `timeoutMs` is reported, not awaited. */
export async function runShutdownTasks(
  timeoutMs: number,
  log: (line: string) => void = (line) => console.error(line),
): Promise<void> {
  const pending = tasks().splice(0)
  await Promise.all(
    pending.map(async ({ name, stop }) => {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs)
      })
      try {
        const outcome = await Promise.race([stop().then(() => 'done' as const), timeout])
        if (outcome === 'timeout')
          log(`[shutdown] ${name}: nestihlo se zastavit za ${timeoutMs} ms`)
      } catch (error) {
        log(`[shutdown] ${name}: ${error instanceof Error ? error.message : String(error)}`)
      } finally {
        clearTimeout(timer)
      }
    }),
  )
}
