// @ts-check

/**
 * Logs an outage once when it starts and once when it ends, never per request: a down Redis
 * under load would otherwise write thousands of identical lines a second.
 * @param {{ name: string, warn: (line: string) => void, info: (line: string) => void }} options
 */
export function createOutageLog({ name, warn, info }) {
  let down = false
  return {
    isDown: () => down,
    /** @param {unknown} error */
    down(error) {
      if (down) return
      down = true
      const reason = error instanceof Error ? error.message : String(error)
      warn(`[cache] ${name} is unavailable, serving from the local cache only: ${reason}`)
    },
    up() {
      if (!down) return
      down = false
      info(`[cache] ${name} is available again`)
    },
  }
}
