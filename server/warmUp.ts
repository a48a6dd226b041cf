/**
 * One request to the server's own `/api/health` right after it listens, so Payload (and what
 * starts with it: the scheduled-publishing runner) initialises without waiting for a visitor.
 * A failure is logged; the server keeps serving.
 */
export async function warmUp(origin: string, log = (line: string) => console.warn(line)) {
  try {
    const response = await fetch(new URL('/api/health', origin), {
      signal: AbortSignal.timeout(60_000),
    })
    // read whole: a cancelled body would be logged as an aborted request
    await response.arrayBuffer()
    if (!response.ok) log(`[server] warm-up: /api/health answered ${response.status}`)
  } catch (error) {
    log(`[server] warm-up failed: ${error instanceof Error ? error.message : String(error)}`)
  }
}
