import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { installedVersion } from './installedVersion'

/**
 * src/upstream/LivePreviewFit.tsx scales the outer div of Payload's live preview pane so that a
 * device wider than the pane shows whole. It relies on how @payloadcms/ui draws a size; when this
 * fails after an upgrade, see whether Payload now fits the device itself (then the workaround
 * goes) or where the pane's outer div went (tests/e2e/livePreview.spec.ts shows the effect).
 */
const livePreview = path.resolve('node_modules/@payloadcms/ui/dist/elements/LivePreview')
const read = (file: string) => readFileSync(path.join(livePreview, file), 'utf8')

describe('the live preview fit workaround (src/upstream/)', () => {
  it('was checked against this @payloadcms/ui version', () => {
    expect(installedVersion('@payloadcms/ui')).toBe('3.90.2')
  })

  it('still puts the device in one pane-wide div inside .live-preview-window__main', () => {
    const window = read('Window/index.js')
    expect(window).toContain("import { DeviceContainer } from '../Device/index.js'")
    expect(window).toMatch(
      /className: `\$\{baseClass\}__main`,\s*children: \/\*#__PURE__\*\/_jsx\(DeviceContainer/,
    )
    const device = read('Device/index.js')
    expect(device).toMatch(/ref: outerFrameRef,\s*style: \{\s*height: '100%',\s*width: '100%'\s*\}/)
  })

  it('still draws a size as width / zoom scaled by zoom: `width` px on screen', () => {
    expect(read('Device/index.js')).toContain(
      "width = `${desiredSize?.width / (typeof zoom === 'number' ? zoom : 1)}px`",
    )
    expect(read('Window/index.js')).toContain('`scale(${zoom}) `')
  })
})
