import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * In `.next/standalone` there is no next.config.ts: the build's resolved configuration is in
 * `.next/required-server-files.json`. `next({ conf })` does not reach it: a custom server's
 * `prepare()` starts Next's router server, which loads the configuration from `dir` itself and
 * never sees `conf` (next/dist/server/next.js, 16.4). Tried: with `conf` alone it searches for a
 * next.config upwards from `dir`; the image has none (defaults: no headers, rewrites or cache
 * handler), a build inside a checkout finds the checkout's next.config.ts and fails to load it.
 * Next's own standalone server.js hands the configuration over in
 * `__NEXT_PRIVATE_STANDALONE_CONFIG`; we do the same, the one private name we use
 * (docs/architecture.md "Where we lean on internals"; tests/unit/upstream/nextStandaloneConfig.test.ts fails
 * when Next stops reading it).
 */
export const STANDALONE_CONFIG_ENV = '__NEXT_PRIVATE_STANDALONE_CONFIG'

const requiredServerFiles = (dir: string) => path.join(dir, '.next', 'required-server-files.json')

/** True when `dir` is a standalone build (the bundled server's folder). */
export const isStandaloneBuild = (dir: string) => existsSync(requiredServerFiles(dir))

export function passBuildConfigToNext(dir: string): void {
  const { config } = JSON.parse(readFileSync(requiredServerFiles(dir), 'utf8')) as {
    config: unknown
  }
  process.env[STANDALONE_CONFIG_ENV] = JSON.stringify(config)
}
