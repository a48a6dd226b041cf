import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ADMIN_REPAIRS, UPSTREAM_ENGLISH_NAMES } from '@/upstream/adminRepairs/adminRepairs'

import { installedVersion } from './installedVersion'

/**
 * src/upstream/adminRepairs/adminRepairs.ts and src/components/admin/adminAccessibility.css
 * repair Payload's admin markup by its CSS classes (docs/architecture.md "Where we lean on
 * internals"). A class Payload renames makes a repair stop silently; this fails first. Then find
 * the new class, and check whether Payload now does it itself (the row can go).
 */
const STYLESHEET = 'src/components/admin/adminAccessibility.css'
/** Our own classes among them. */
const OURS = new Set(['admin-skip-link'])
const PAYLOAD_DIST = ['node_modules/@payloadcms/ui/dist', 'node_modules/@payloadcms/next/dist']

function filesUnder(folder: string, extension: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(extension))
    .map((name) => readFileSync(path.join(folder, name), 'utf8'))
}

/** Class selectors (`.doc-controls__popup`, `.btn--withPopup`) in our repairs. */
function ourSelectorsClasses(): string[] {
  const text = [
    ...ADMIN_REPAIRS.map((repair) => repair.selector),
    readFileSync(STYLESHEET, 'utf8'),
  ].join('\n')
  const classes = text.matchAll(/\.([a-z][a-zA-Z0-9]*(?:(?:--|__|-|_)[a-zA-Z0-9]+)+)\b/g)
  return [...new Set([...classes].map((match) => match[1]!))].filter((name) => !OURS.has(name))
}

describe("Payload's admin classes the accessibility repairs select", () => {
  it('each say what they answer and what retires them', () => {
    for (const repair of ADMIN_REPAIRS) {
      expect(repair.answers.length, repair.selector).toBeGreaterThan(0)
      expect(repair.retiredBy.trim(), repair.selector).not.toBe('')
    }
  })

  it('were checked against this Payload version', () => {
    expect(installedVersion('@payloadcms/ui')).toBe('3.90.2')
  })

  it('are all still Payload classes', () => {
    const stylesheets = PAYLOAD_DIST.flatMap((folder) => filesUnder(folder, '.css')).join('\n')
    const scripts = PAYLOAD_DIST.flatMap((folder) => filesUnder(folder, '.js'))
    // Payload builds most element classes in its scripts from a block name (`${baseClass}__edit`)
    const builtInScript = (name: string) => {
      const [block, element] = name.split('__')
      if (!block || !element) return false
      return scripts.some(
        (code) =>
          (code.includes(`'${block}'`) || code.includes(`"${block}"`)) &&
          code.includes(`__${element}`),
      )
    }
    const classes = ourSelectorsClasses()
    expect(classes.length).toBeGreaterThan(30)
    const missing = classes.filter(
      (name) => !stylesheets.includes(`.${name}`) && !builtInScript(name),
    )
    expect(missing).toEqual([])
  })
})

describe('the fixed English names the repairs put in Czech', () => {
  it('are each still hard-coded where the table says', () => {
    const missing = UPSTREAM_ENGLISH_NAMES.filter(({ english, source }) => {
      const scripts = filesUnder(path.join('node_modules', source, 'dist'), '.js')
      // react-datepicker joins "Choose Date" from two strings; sonner's hot key is built too
      const parts =
        english === 'Notifications alt+T' ? ['"Notifications"', 'altKey', 'KeyT'] : [english]
      return !parts.every((part) => scripts.some((code) => code.includes(part)))
    })
    expect(missing).toEqual([])
  })

  it('have a Czech name and say what retires them', () => {
    for (const { english, czech, retiredBy } of UPSTREAM_ENGLISH_NAMES) {
      expect(czech, english).not.toBe(english)
      expect(retiredBy.trim(), english).not.toBe('')
    }
  })
})
