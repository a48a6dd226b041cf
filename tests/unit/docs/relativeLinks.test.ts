import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')

/** The Markdown a newcomer and an editor read: README, docs/ and the sandbox's README. */
const documents = [
  'README.md',
  'sandbox/README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
]

/**
 * Markdown without fenced code blocks (`](` there is code, not a link) and HTML comments (not
 * rendered: docs/redakce.md keeps the pictures of screens still to come in them).
 */
const prose = (markdown: string) =>
  markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/<!--[\s\S]*?-->/g, '')

/** GitHub's anchors of a document's headings (`## Outages: \`npm run chaos\`` → outages-npm-run-chaos). */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = heading!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    let anchor = base
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`
    anchors.add(anchor)
  }
  return anchors
}

/** Relative link targets (`[text](target)`, images too), without external and mail links. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
}

describe('relative links of the documentation', () => {
  it.each(documents)('%s links only to files and headings that exist', (document) => {
    const markdown = readFileSync(path.join(root, document), 'utf8')
    const broken: string[] = []
    for (const target of relativeLinks(markdown)) {
      const [file = '', anchor] = target.split('#')
      const resolved = file
        ? path.resolve(root, path.dirname(document), file)
        : path.join(root, document)
      if (!resolved.startsWith(root) || !existsSync(resolved)) {
        broken.push(`${target} (no such file)`)
        continue
      }
      if (anchor && resolved.endsWith('.md')) {
        if (!headingAnchors(readFileSync(resolved, 'utf8')).has(anchor)) {
          broken.push(`${target} (no such heading)`)
        }
      }
    }
    expect(broken).toEqual([])
  })

  it('finds links at all (the pattern matches Markdown links)', () => {
    expect(relativeLinks('See [ops](docs/operations.md#cache) and [web](https://x.cz).')).toEqual([
      'docs/operations.md#cache',
    ])
  })
})
