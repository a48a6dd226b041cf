import { readdirSync, readFileSync } from 'node:fs'

/** Linux clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on every common build). */
const TICKS_PER_SECOND = 100

/**
 * CPU seconds (user + system) used so far by the live processes of one process group, from
 * /proc. On a machine shared with other work, CPU per request is a steadier measure of a cost than
 * requests per second, which follow whatever else is running.
 */
export function groupCpuSeconds(processGroup: number): number {
  let ticks = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // exited meanwhile
    }
    // Fields after the command name (which may hold spaces) in parentheses: state is the first.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(fields[2]) !== processGroup) continue
    ticks += Number(fields[11]) + Number(fields[12])
  }
  return ticks / TICKS_PER_SECOND
}
