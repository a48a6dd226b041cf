import { z } from 'zod'

export const faultSchema = z.object({
  /**
   * Exact path, or a prefix ending with `*` (`*` alone: every path); a leading `/api` is
   * ignored as the client strips it too.
   */
  path: z.string().regex(/^(\/|\*$)/, 'must start with / or be *'),
  method: z
    .string()
    .transform((method) => method.toUpperCase())
    .optional(),
  kind: z.enum(['slow', '500', '401', '403', 'garbage']),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  /** How many requests it hits; unlimited when left out. */
  times: z.number().int().positive().optional(),
  /**
   * How many matching requests it lets through before it starts hitting: a page that calls the
   * same path twice (the blog list, for the article and for its related posts) fails the second.
   */
  after: z.number().int().min(0).optional(),
})

export const faultListSchema = z.array(faultSchema)

export type FaultInput = z.input<typeof faultSchema>
export type Fault = z.output<typeof faultSchema> & {
  id: number
  remaining: number | null
  /** Matching requests still let through (`after`). */
  passing: number
}

function withoutApiPrefix(path: string): string {
  return /^\/api(\/|$)/.test(path) ? path.slice(4) || '/' : path
}

function matchesPath(faultPath: string, pathname: string): boolean {
  const pattern = withoutApiPrefix(faultPath)
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern
}

export class FaultRegistry {
  private faults: Fault[] = []
  private nextId = 1

  add(input: z.output<typeof faultSchema>): Fault {
    const fault: Fault = {
      ...input,
      id: this.nextId++,
      remaining: input.times ?? null,
      passing: input.after ?? 0,
    }
    this.faults.push(fault)
    return fault
  }

  list(): Fault[] {
    return [...this.faults]
  }

  clear(): void {
    this.faults = []
  }

  /** The first fault for this request, counted as used. */
  take(method: string, pathname: string): Fault | null {
    const fault = this.faults.find(
      (candidate) =>
        (!candidate.method || candidate.method === method) && matchesPath(candidate.path, pathname),
    )
    if (!fault) return null
    if (fault.passing > 0) {
      fault.passing -= 1
      return null
    }
    if (fault.remaining !== null) {
      fault.remaining -= 1
      if (fault.remaining <= 0) this.faults = this.faults.filter((other) => other !== fault)
    }
    return fault
  }
}

/** SANDBOX_FAULTS: a JSON array of faults to install at start (and after each reset). */
export function parseFaultsJson(json: string | undefined): z.output<typeof faultListSchema> {
  if (!json?.trim()) return []
  const parsed = faultListSchema.safeParse(JSON.parse(json))
  if (!parsed.success) {
    throw new Error(`SANDBOX_FAULTS is not a valid list of faults: ${parsed.error.message}`)
  }
  return parsed.data
}
