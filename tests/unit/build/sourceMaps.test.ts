import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  hideBrowserSourceMaps,
  sourceMapFileOf,
  uploadSourceMaps,
} from '../../../scripts/lib/sourceMaps'
import { tempFolders } from '../../support/tempFolders'

const temp = tempFolders()
const write = temp.write

describe('browser source maps', () => {
  it('are the files the scripts name (Turbopack names a map after its own hash)', () => {
    expect(sourceMapFileOf('/b/a.js', 'code()\n//# sourceMappingURL=3f9a.js.map')).toBe(
      '/b/3f9a.js.map',
    )
    expect(sourceMapFileOf('/b/a.css', 'a{}\n/*# sourceMappingURL=x%20y.css.map */')).toBe(
      '/b/x y.css.map',
    )
    expect(sourceMapFileOf('/b/a.js', 'code()')).toBe('/b/a.js.map')
  })

  it('leave the served folder under their script’s name, and the scripts no longer name them', () => {
    const dist = temp.make('source-maps-')
    const chunk = (name: string) => path.join(dist, 'static/chunks', name)
    const kept = (name: string) => path.join(dist, 'sourcemaps/static/chunks', name)
    write(chunk('a.js'), 'code()\n//# sourceMappingURL=3f9a.js.map')
    write(chunk('3f9a.js.map'), '{"version":3}')
    write(chunk('b.css'), 'a{}\n/*# sourceMappingURL=b.css.map*/')
    write(chunk('b.css.map'), '{"version":3}')
    write(chunk('c.js'), 'other()')
    write(chunk('d.js'), 'more()\n//# sourceMappingURL=d1.js.map\n//# debugId=5678')
    write(chunk('d1.js.map'), '{}')
    write(chunk('stray.js.map'), '{}')

    expect(hideBrowserSourceMaps(dist)).toBe(4)
    expect(existsSync(chunk('3f9a.js.map'))).toBe(false)
    expect(readFileSync(kept('a.js.map'), 'utf8')).toBe('{"version":3}')
    expect(existsSync(kept('b.css.map'))).toBe(true)
    expect(existsSync(kept('stray.js.map'))).toBe(true)
    // the line count stays the same: the reference was the last line
    expect(readFileSync(chunk('a.js'), 'utf8')).toBe('code()')
    expect(readFileSync(chunk('b.css'), 'utf8')).toBe('a{}')
    expect(readFileSync(chunk('c.js'), 'utf8')).toBe('other()')
    expect(readFileSync(chunk('d.js'), 'utf8')).toBe('more()\n//# debugId=5678')
    expect(existsSync(kept('d.js.map'))).toBe(true)
    expect(hideBrowserSourceMaps(dist)).toBe(0)
  })

  it('are not uploaded, and nothing is loaded or asked, without SENTRY_AUTH_TOKEN', async () => {
    expect(await uploadSourceMaps('.next', 'r1', {})).toEqual({
      uploaded: false,
      why: 'SENTRY_AUTH_TOKEN is not set',
    })
  })
})
