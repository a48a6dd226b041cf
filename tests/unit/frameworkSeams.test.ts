import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Our code meets Node, Next and Payload only through their documented seams (DESIGN.md "Seams"):
 * it never assigns to a Node class's prototype, replaces a method of a framework object, removes a
 * framework's signal handlers, or reads a private global of Payload or Next. The one documented
 * place for a workaround is src/upstream/ (docs/architecture.md "Where we lean on internals").
 */
const ROOTS = ['src', 'collections', 'globals', 'blocks', 'server', 'payload.config.ts']
const EXEMPT = `src${path.sep}upstream${path.sep}`
const SOURCE = /\.(?:[cm]?[jt]sx?)$/

const RULES: Array<{ why: string; pattern: RegExp }> = [
  { why: 'assigns to a class prototype', pattern: /\b[A-Z]\w*\.prototype\.\w+\s*=(?!=)/ },
  {
    // An alias (`const proto = ServerResponse.prototype`) is how a patch hides from the rule above.
    why: "takes a Node HTTP class's prototype",
    pattern:
      /\b(?:ServerResponse|IncomingMessage|OutgoingMessage|Server|Socket|EventEmitter|Agent)\.prototype\b/,
  },
  {
    why: 'replaces a method of Payload, its jobs or a logger',
    pattern: /\b(?:payload(?:\.jobs)?|logger)\.\w+\s*=(?!=)/,
  },
  { why: 'replaces a server or socket method', pattern: /\b(?:server|socket)\.\w+\s*=(?!=)/ },
  {
    why: "removes a framework's signal handlers",
    pattern:
      /\bprocess\.(?:removeAllListeners\s*\(|(?:removeListener|off)\s*\(\s*['"`]SIG(?:TERM|INT)['"`])/,
  },
  { why: "reads Payload's private globalThis._payload", pattern: /\._payload\b/ },
  {
    why: 'reads a private Next global',
    pattern: /\b__(?:incrementalCache|NEXT_\w*|next[A-Z_]\w*)\b/,
  },
]

function sourceFiles(entry: string): string[] {
  if (!existsSync(entry)) return []
  if (statSync(entry).isFile()) return SOURCE.test(entry) ? [entry] : []
  return readdirSync(entry).flatMap((name) =>
    name === 'node_modules' ? [] : sourceFiles(path.join(entry, name)),
  )
}

/** A comment line explains; it does not patch. */
const isComment = (line: string) => /^\s*(?:\/\/|\/\*|\*)/.test(line)

function offences(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        isComment(line)
          ? []
          : RULES.filter(({ pattern }) => pattern.test(line)).map(
              ({ why }) => `${file}:${index + 1} ${why}: ${line.trim()}`,
            ),
      ),
  )
}

describe('framework seams', () => {
  it('recognises each kind of patch', () => {
    const samples = [
      'ServerResponse.prototype.writeHead = function () {}',
      'const proto = ServerResponse.prototype as unknown as Record<string, Method>',
      'payload.jobs.queue = async () => {}',
      'payload.create = wrapped',
      'logger.error = ((first) => {})',
      'server.emit = (event, ...args) => emit(event, ...args)',
      "process.removeAllListeners('SIGTERM')",
      "process.removeListener('SIGTERM', handler)",
      'const cache = (globalThis as Holder)._payload',
      'globalThis.__incrementalCache.revalidateTag(tags)',
      'window.__NEXT_DATA__',
    ]
    for (const sample of samples) {
      expect(
        RULES.some(({ pattern }) => pattern.test(sample)),
        sample,
      ).toBe(true)
    }
    for (const fine of [
      'if (payload.jobs.queue === queue) return',
      'const dir = __dirname',
      "process.on('SIGTERM', stop)",
      'const copy = { ...payload.config }',
    ]) {
      expect(
        RULES.some(({ pattern }) => pattern.test(fine)),
        fine,
      ).toBe(false)
    }
  })

  it('finds no patch outside src/upstream/', () => {
    const files = ROOTS.flatMap(sourceFiles).filter((file) => !file.startsWith(EXEMPT))
    const found = offences(files)
    expect(found, `Patches of framework objects:\n${found.join('\n')}`).toEqual([])
  })
})
