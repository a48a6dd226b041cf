import { benchSite } from '../bench/lib/benchSite'

export type ProductionSite = { origin: string; stop: () => Promise<void> }

/**
 * The production build as `npm start` runs it, on a fresh temporary embedded database (migrated
 * and seeded at start) and the sandbox, so it never meets a developer's `.data` or a
 * `DATABASE_URL`: the benchmarks' site (ports BENCH_PORT / BENCH_SANDBOX_PORT).
 */
export async function startProductionSite(name: string): Promise<ProductionSite> {
  const site = benchSite(name)
  try {
    await site.start()
  } catch (error) {
    await site.dispose()
    throw error
  }
  return { origin: site.origin, stop: site.dispose }
}
