import { type ChildProcess } from 'node:child_process'

/** Keeps the last lines a child printed, for the error message when it fails to start. */
export function captureOutput(child: ChildProcess, maxLines = 40): () => string {
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
    lines.splice(0, Math.max(0, lines.length - maxLines))
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return () => lines.join('\n')
}

/** Resolves when the child has exited (at once when it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** SIGTERM to the child's PID, SIGKILL after `graceMs`; resolves once it has exited. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  const done = exited(child)
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await done
  clearTimeout(timer)
}

/**
 * Calls `ready` until it resolves true; rejects when the child exits first or `timeoutMs` passes.
 * `describe` names the process in the error, which carries the child's last output.
 */
export async function waitUntilReady(
  child: ChildProcess,
  ready: () => Promise<boolean>,
  { describe, output, timeoutMs }: { describe: string; output: () => string; timeoutMs: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let exitedEarly = false
  void exited(child).then(() => (exitedEarly = true))
  while (Date.now() < deadline) {
    if (exitedEarly) {
      throw new Error(`${describe} exited before it was ready:\n${output()}`)
    }
    if (await ready().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${describe} was not ready within ${timeoutMs} ms:\n${output()}`)
}
