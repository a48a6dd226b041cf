import { randomBytes } from 'node:crypto'

// Relative imports only: next.config.ts loads this file.
import { parseBuildEnv } from '../env'

/** A new release name: the build's UTC date and time and 6 random hex digits. */
export function newReleaseName(
  now: Date = new Date(),
  random: string = randomBytes(3).toString('hex'),
): string {
  const [date, time] = now.toISOString().split('T') as [string, string]
  return `${date.replaceAll('-', '')}.${time.slice(0, 8).replaceAll(':', '')}-${random}`
}

/**
 * The release of the build being made (next.config.ts): SENTRY_RELEASE when given, else a new
 * name. It becomes Next's build id (.next/BUILD_ID, and so `c` of public/version.json), the
 * `release` of every error report and the release the source maps are uploaded to: one value.
 *
 * A new name is kept in SENTRY_RELEASE of this process, so every later load of next.config.ts
 * during the build, and the build workers Next starts (they inherit the environment), name the
 * same release.
 */
export function releaseOfThisBuild(
  source: Record<string, string | undefined> = process.env,
): string {
  const given = parseBuildEnv(source).SENTRY_RELEASE
  if (given) return given
  const release = newReleaseName()
  source.SENTRY_RELEASE = release
  return release
}
