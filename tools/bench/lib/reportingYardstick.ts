import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The yardstick of issue 41: the bare-Next floor page with the site's own error reporting. Not a
 * copy: the site's client component (`ErrorReporting`, mounted by the site's root layout) and
 * every module it imports from `src/` (through `@/` or a relative path) are read from `src/` when the bench runs, so the
 * yardstick has the SDK, its options and its deferral (idle after load, a break between loading
 * and starting, the early-error buffer, /client-config.json) exactly as the site has them.
 */
export const REPORTING_COMPONENT = 'components/siteStatus/ErrorReporting.tsx'

const SOURCE_ROOT = path.resolve('src')
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']

/** `src/`-relative path → source of the component and everything it imports from `src/`. */
export function reportingSources(): Record<string, string> {
  const sources: Record<string, string> = {}
  const visit = (relative: string) => {
    if (relative in sources) return
    const source = readFileSync(path.join(SOURCE_ROOT, relative), 'utf8')
    sources[relative] = source
    for (const [, specifier] of source.matchAll(/(?:from|import\()\s*'((?:@\/|\.\.?\/)[^']+)'/g)) {
      const target = specifier!.startsWith('@/')
        ? specifier!.slice(2)
        : path.join(path.dirname(relative), specifier!)
      const file = EXTENSIONS.map((extension) => `${target}${extension}`).find((candidate) =>
        existsSync(path.join(SOURCE_ROOT, candidate)),
      )
      if (!file) throw new Error(`${relative}: cannot resolve ${specifier}`)
      visit(file)
    }
  }
  visit(REPORTING_COMPONENT)
  return sources
}

/** What the yardstick's page adds to the bare floor page (staticTwin.ts): the site's reporting. */
export const REPORTING_IMPORT = `import { ErrorReporting } from '@/${REPORTING_COMPONENT.replace(/\.tsx$/, '')}'\n`
export const REPORTING_ELEMENT = '<ErrorReporting />'
