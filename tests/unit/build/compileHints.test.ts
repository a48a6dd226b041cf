import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  addCompileHints,
  COMPILE_HINT,
  pageLoadScripts,
  reportingSdkScripts,
} from '../../../scripts/lib/compileHints'
import { SDK_CHUNK_MARK } from '../../../src/lib/errorReporting/sdkChunkMark'
import { tempFolders } from '../../support/tempFolders'

const temp = tempFolders()
const write = temp.write

/** A fake `.next` laid out as Next 16's Turbopack build writes it. */
function build() {
  const dist = temp.make('compile-hints-')
  for (const chunk of ['runtime', 'react', 'layout', 'page', 'island', 'admin', 'lazy'])
    write(path.join(dist, `static/chunks/${chunk}.js`), `/*${chunk}*/`)
  write(path.join(dist, 'static/chunks/page.css'), '')
  write(path.join(dist, 'static/chunks/sdk.js'), `/*sdk ${SDK_CHUNK_MARK}*/`)
  write(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react.js'] }),
  )
  const manifestScript = (page: string, files: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
    `globalThis.__RSC_MANIFEST[${JSON.stringify(page)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles: files })};`
  write(
    path.join(dist, 'server/app/(site)/blog/[[...slug]]/page_client-reference-manifest.js'),
    manifestScript('/(site)/blog/[[...slug]]/page', {
      '[project]/src/app/(site)/layout': ['static/chunks/layout.js'],
      '[project]/src/app/(site)/blog/[[...slug]]/page': [
        'static/chunks/layout.js',
        'static/chunks/page.js',
      ],
    }),
  )
  write(
    path.join(dist, 'server/app/(site)/blog/[[...slug]]/page/react-loadable-manifest.json'),
    JSON.stringify({ 1: { id: 1, files: ['static/chunks/page.css', 'static/chunks/island.js'] } }),
  )
  write(
    path.join(dist, 'server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js'),
    manifestScript('/(payload)/admin/[[...segments]]/page', {
      '[project]/src/app/(payload)/layout': ['static/chunks/admin.js'],
    }),
  )
  return dist
}

describe('compile hints', () => {
  it('finds the runtime, the layouts’, pages’ and preloaded islands’ scripts, not the admin’s or lazy ones', () => {
    expect(pageLoadScripts(build())).toEqual(
      ['island', 'layout', 'page', 'react', 'runtime'].map((name) => `static/chunks/${name}.js`),
    )
  })

  it('finds the error-reporting SDK’s lazy chunk by its mark, and only it', () => {
    expect(reportingSdkScripts(build())).toEqual(['static/chunks/sdk.js'])
  })

  it('starts each of them with the hint, once, and leaves every other file as it was', () => {
    const dist = build()
    expect(addCompileHints(dist).hinted).toBe(6)
    expect(addCompileHints(dist).hinted).toBe(0)
    const read = (chunk: string) => readFileSync(path.join(dist, `static/chunks/${chunk}`), 'utf8')
    expect(read('page.js')).toBe(`${COMPILE_HINT}/*page*/`)
    expect(read('sdk.js')).toBe(`${COMPILE_HINT}/*sdk ${SDK_CHUNK_MARK}*/`)
    expect(read('admin.js')).toBe('/*admin*/')
    expect(read('lazy.js')).toBe('/*lazy*/')
    expect(read('page.css')).toBe('')
  })

  it('moves a hinted script’s source map a line down with it, once', () => {
    const dist = build()
    const map = (chunk: string) => path.join(dist, `static/chunks/${chunk}.js.map`)
    write(map('page'), JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' }))
    // Turbopack names a browser chunk's map after the map's hash: the script's comment says which
    const sections = { offset: { line: 0, column: 0 }, map: { mappings: 'AAAA' } }
    write(map('3fa9c0'), JSON.stringify({ version: 3, sections: [sections] }))
    write(
      path.join(dist, 'static/chunks/layout.js'),
      '/*layout*/\n//# sourceMappingURL=3fa9c0.js.map\n//# debugId=5b57fb7c',
    )
    write(map('lazy'), JSON.stringify({ version: 3, mappings: 'AAAA' }))
    addCompileHints(dist)
    addCompileHints(dist)
    const read = (chunk: string) => JSON.parse(readFileSync(map(chunk), 'utf8'))
    expect(read('page').mappings).toBe(';AAAA;AACA')
    expect(read('3fa9c0').sections[0].offset).toEqual({ line: 1, column: 0 })
    expect(read('lazy').mappings).toBe('AAAA')
  })

  it('finds nothing in a folder that is no build (postbuild then fails)', () => {
    expect(pageLoadScripts(path.join(tmpdir(), 'no-such-build'))).toEqual([])
    expect(reportingSdkScripts(path.join(tmpdir(), 'no-such-build'))).toEqual([])
  })
})
