import { spawn } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

import { STANDALONE_SERVER, STANDALONE_SERVER_FILE } from '../../scripts/lib/standaloneServer'

/** One production build: its id and the standalone server that runs it. */
export type Release = { buildId: string; serverPath: string }

/**
 * The source change that makes the next release: a user-visible text of a client component that
 * every page loads (the version watch's notice), so the next build differs where a rolling deploy
 * can hurt — a script whose content hash, and so its name, is not in the previous build.
 */
export const NEXT_RELEASE_CHANGE = {
  file: 'src/components/siteStatus/VersionWatch.tsx',
  from: 'Web byl právě aktualizován. Načítáme jeho novou verzi…',
  to: 'Web byl právě aktualizován na novou verzi. Načítáme ji…',
}

const WORK_DIR = path.resolve('node_modules/.cache/rolling-deploy')
const NEXT_DIR = path.join(WORK_DIR, 'next')
const BASE_MARKER = path.join(NEXT_DIR, 'PREVIOUS_BUILD_ID')

const buildIdOf = (distDir: string) => readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim()

/**
 * The release deployed now is the worktree's build (`.next`, from `npm run build`); the next
 * release is a real second `npm run build` of the same tree with NEXT_RELEASE_CHANGE applied, so
 * Next gives it its own build id everywhere it uses one. The worktree is left as it was: `.next`
 * is moved aside during the build and back after it, the source change is undone, and the next
 * build is kept in node_modules/.cache/rolling-deploy (reused while `.next` is the same build).
 */
export async function prepareReleases({
  log = (line: string) => console.info(line),
}: { log?: (line: string) => void } = {}): Promise<{ previous: Release; next: Release }> {
  const previous: Release = {
    buildId: existsSync('.next/BUILD_ID') ? buildIdOf('.next') : '',
    serverPath: path.resolve(STANDALONE_SERVER),
  }
  if (!previous.buildId || !existsSync(previous.serverPath)) {
    throw new Error('No production build: run `npm run build` first.')
  }
  const nextServer = path.join(NEXT_DIR, 'standalone', STANDALONE_SERVER_FILE)
  const reusable =
    existsSync(nextServer) &&
    existsSync(BASE_MARKER) &&
    readFileSync(BASE_MARKER, 'utf8') === previous.buildId
  if (!reusable) await buildNextRelease(previous.buildId, log)
  else log(`[releases] next release from the cache (${NEXT_DIR})`)
  const next: Release = { buildId: buildIdOf(NEXT_DIR), serverPath: nextServer }
  if (next.buildId === previous.buildId) throw new Error('The second build has the same build id.')
  return { previous, next }
}

async function buildNextRelease(previousBuildId: string, log: (line: string) => void) {
  rmSync(WORK_DIR, { recursive: true, force: true })
  mkdirSync(WORK_DIR, { recursive: true })
  const parked = path.join(WORK_DIR, 'previous')
  const versionFile = path.resolve('public/version.json')
  const versionBefore = existsSync(versionFile) ? readFileSync(versionFile) : null
  const source = readFileSync(NEXT_RELEASE_CHANGE.file, 'utf8')
  if (!source.includes(NEXT_RELEASE_CHANGE.from)) {
    throw new Error(`${NEXT_RELEASE_CHANGE.file} no longer has the text the second build changes.`)
  }
  move('.next', parked)
  try {
    // Next's build cache (Turbopack's file system cache): the next build compiles what changed.
    if (existsSync(path.join(parked, 'cache'))) {
      mkdirSync('.next', { recursive: true })
      cpSync(path.join(parked, 'cache'), '.next/cache', { recursive: true })
    }
    writeFileSync(
      NEXT_RELEASE_CHANGE.file,
      source.replace(NEXT_RELEASE_CHANGE.from, NEXT_RELEASE_CHANGE.to),
    )
    const started = Date.now()
    log('[releases] npm run build: next release…')
    await npmRunBuild()
    log(`[releases] next release built in ${Math.round((Date.now() - started) / 1000)} s`)
    move('.next', NEXT_DIR)
    rmSync(path.join(NEXT_DIR, 'cache'), { recursive: true, force: true })
    writeFileSync(BASE_MARKER, previousBuildId)
  } finally {
    writeFileSync(NEXT_RELEASE_CHANGE.file, source)
    rmSync('.next', { recursive: true, force: true })
    move(parked, '.next')
    if (versionBefore) writeFileSync(versionFile, versionBefore)
  }
}

/** A rename (same file system), else a copy: nothing is rebuilt or half-moved. */
function move(from: string, to: string) {
  try {
    renameSync(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    cpSync(from, to, { recursive: true, verbatimSymlinks: true })
    rmSync(from, { recursive: true, force: true })
  }
}

function npmRunBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = ''
    const child = spawn('npm', ['run', 'build'], {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}:\n${output}`)),
    )
  })
}
