import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** The one Node version the image runs and CI tests on. */
const nodeVersion = read('.node-version').trim()

describe('the Node runtime', () => {
  it('is a maintained LTS line (24)', () => {
    expect(nodeVersion).toMatch(/^24\.\d+\.\d+$/)
  })

  it('is the version the production image is built on', () => {
    expect(read('Dockerfile')).toMatch(new RegExp(`^ARG NODE_VERSION=${nodeVersion}$`, 'm'))
    expect(read('Dockerfile')).not.toMatch(/^FROM node:(?!\$\{NODE_VERSION\})/m)
  })

  it('is what package.json engines ask for', () => {
    const { engines, devDependencies } = JSON.parse(read('package.json')) as {
      engines: { node: string }
      devDependencies: Record<string, string>
    }
    expect(engines.node).toBe(`>=${nodeVersion.split('.')[0]}`)
    // Type definitions of the same major, so code does not rely on APIs the runtime lacks.
    expect(devDependencies['@types/node']?.split('.')[0]).toBe(nodeVersion.split('.')[0])
  })
})
