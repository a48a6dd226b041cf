import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The release of the build in `dir` (its `.next/BUILD_ID`, which is the release next.config.ts
 * chose: src/lib/release/buildRelease.ts), for error reports of code Next does not build (the
 * worker under tsx, server/worker.ts). Code Next builds has the same value written in (builtRelease.ts).
 * Undefined without a build.
 */
export function releaseOfBuildIn(dir: string): string | undefined {
  try {
    return readFileSync(path.join(dir, '.next', 'BUILD_ID'), 'utf8').trim() || undefined
  } catch {
    return undefined
  }
}
