import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { hideBrowserSourceMaps, uploadSourceMaps } from '../../../scripts/lib/sourceMaps'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
}

describe('browser source maps', () => {
  it('leave the served folder, and the scripts no longer name them', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'source-maps-'))
    folders.push(dist)
    const chunk = (name: string) => path.join(dist, 'static/chunks', name)
    write(chunk('a.js'), 'code()\n//# debugId=1234\n//# sourceMappingURL=a.js.map')
    write(chunk('a.js.map'), '{"version":3}')
    write(chunk('b.css'), 'a{}\n/*# sourceMappingURL=b.css.map*/')
    write(chunk('b.css.map'), '{"version":3}')
    write(chunk('c.js'), 'other()')
    write(chunk('d.js'), 'more()\n//# sourceMappingURL=d.js.map\n//# debugId=5678')

    expect(hideBrowserSourceMaps(dist)).toBe(2)
    expect(existsSync(chunk('a.js.map'))).toBe(false)
    expect(readFileSync(path.join(dist, 'sourcemaps/static/chunks/a.js.map'), 'utf8')).toBe(
      '{"version":3}',
    )
    expect(existsSync(path.join(dist, 'sourcemaps/static/chunks/b.css.map'))).toBe(true)
    // the debug id stays (it is how a report finds its map); the line count stays the same
    expect(readFileSync(chunk('a.js'), 'utf8')).toBe('code()\n//# debugId=1234')
    expect(readFileSync(chunk('b.css'), 'utf8')).toBe('a{}')
    expect(readFileSync(chunk('c.js'), 'utf8')).toBe('other()')
    expect(readFileSync(chunk('d.js'), 'utf8')).toBe('more()\n//# debugId=5678')
    expect(hideBrowserSourceMaps(dist)).toBe(0)
  })

  it('are not uploaded, and nothing is loaded or asked, without SENTRY_AUTH_TOKEN', async () => {
    expect(await uploadSourceMaps('.next', 'r1', {})).toEqual({
      uploaded: false,
      why: 'SENTRY_AUTH_TOKEN není nastaven',
    })
  })
})
