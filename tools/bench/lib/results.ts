import { mkdirSync, writeFileSync } from 'node:fs'

/** Writes a benchmark's report to bench-results/<name>-<timestamp>.json; returns the path. */
export function writeBenchResult(name: string, report: unknown): string {
  mkdirSync('bench-results', { recursive: true })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const file = `bench-results/${name}-${stamp}.json`
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
  return file
}
