import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { missingLoadableChunks } from '../../../scripts/lib/loadableManifests'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A fake `.next` with the given chunk files and one page's react-loadable manifest. */
function build(chunks: string[], manifest: Record<string, { id: number; files: string[] }>) {
  const dist = mkdtempSync(path.join(tmpdir(), 'loadable-'))
  folders.push(dist)
  mkdirSync(path.join(dist, 'static/chunks'), { recursive: true })
  for (const chunk of chunks) writeFileSync(path.join(dist, chunk), '')
  const page = path.join(dist, 'server/app/(site)/[[...slug]]/page')
  mkdirSync(page, { recursive: true })
  writeFileSync(path.join(page, 'react-loadable-manifest.json'), JSON.stringify(manifest))
  return dist
}

describe('missingLoadableChunks', () => {
  it('accepts manifests whose chunks were all emitted', () => {
    const dist = build(['static/chunks/a.js', 'static/chunks/a.css'], {
      '1': { id: 1, files: ['static/chunks/a.js', 'static/chunks/a.css'] },
    })
    expect(missingLoadableChunks(dist)).toEqual({ manifests: 1, missing: [] })
  })

  it('names the page, the module and the chunk the build never emitted', () => {
    const dist = build(['static/chunks/a.js'], {
      '818022': { id: 818022, files: ['static/chunks/never.js'] },
      '2': { id: 2, files: ['static/chunks/a.js'] },
    })
    expect(missingLoadableChunks(dist).missing).toEqual([
      `${path.join('server/app/(site)/[[...slug]]/page/react-loadable-manifest.json')}: 818022 → static/chunks/never.js`,
    ])
  })

  it('says when it found no manifest to check (postbuild then fails)', () => {
    expect(missingLoadableChunks(path.join(tmpdir(), 'no-such-build'))).toEqual({
      manifests: 0,
      missing: [],
    })
  })
})
