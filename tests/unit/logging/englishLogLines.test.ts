import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Logs are for operators and speak English; Czech is for people on screen (DESIGN.md). This
 * scanner finds every logging call in our code and fails on a Czech letter in a string or
 * template literal passed to it (also inside an object such as `{ msg: … }`, a ternary or a
 * concatenation). A Czech message meant for people that a log line needs is logged by its
 * English reason instead (e.g. ProviderError's `logReason`, src/lib/logging/errorLine.ts).
 */
const ROOTS = [
  'src',
  'server',
  'scripts',
  'collections',
  'globals',
  'blocks',
  'tools',
  'sandbox',
  'payload.config.ts',
]

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/
const SKIPPED_DIRS = new Set(['node_modules', '.next', 'generated'])

/** Letters Czech has and English does not (lower and upper case). */
const CZECH_LETTERS = /[áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]/
/** Czech words of log lines that have no such letter ("[602] zastaveno", "start selhal"). */
const CZECH_WORDS = /\b(se|je|nebo|nelze|chyba|dotaz|selhal[aoy]?|zastaven[aoy]?|hotov[aoy]?)\b/i
const isCzech = (text: string) => CZECH_LETTERS.test(text) || CZECH_WORDS.test(text)

const CONSOLE_METHODS = new Set(['log', 'info', 'warn', 'error', 'debug', 'trace'])
const LOGGER_METHODS = new Set(['info', 'warn', 'error', 'debug', 'fatal', 'trace'])
/**
 * Functions whose arguments end up in a log line: helpers bound to console or a logger (`log`,
 * `warn`), the reporter's prefix (src/worker/throttledReporter.ts) and a shutdown task's name
 * (src/lib/shutdown/shutdownTasks.ts logs it when the task fails).
 */
const LOG_FUNCTIONS = new Set(['log', 'warn', 'logLine', 'throttledReporter', 'onShutdown'])

/** Whether a call writes a log line: console.*, anything.logger.*, a pino `logger.*`, log(). */
function isLoggingCall(call: ts.CallExpression): boolean {
  const callee = call.expression
  if (ts.isIdentifier(callee)) return LOG_FUNCTIONS.has(callee.text)
  if (!ts.isPropertyAccessExpression(callee)) return false
  const method = callee.name.text
  const target = callee.expression
  if (ts.isIdentifier(target) && target.text === 'console') return CONSOLE_METHODS.has(method)
  const targetName = ts.isIdentifier(target)
    ? target.text
    : ts.isPropertyAccessExpression(target)
      ? target.name.text
      : undefined
  return (
    targetName !== undefined && /^(logger|log)$/i.test(targetName) && LOGGER_METHODS.has(method)
  )
}

/** The literal texts inside a node: strings, templates' fixed parts. */
function literalTexts(node: ts.Node): string[] {
  const texts: string[] = []
  const visit = (child: ts.Node) => {
    if (ts.isStringLiteral(child) || ts.isNoSubstitutionTemplateLiteral(child)) {
      texts.push(child.text)
    } else if (ts.isTemplateExpression(child)) {
      texts.push(child.head.text, ...child.templateSpans.map((span) => span.literal.text))
    }
    ts.forEachChild(child, visit)
  }
  visit(node)
  return texts
}

/** `file:line text` for each logging call of `source` with Czech in a literal it passes. */
function czechLogLines(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isLoggingCall(node)) {
      const czech = node.arguments.flatMap(literalTexts).find(isCzech)
      if (czech !== undefined) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
        found.push(`${fileName}:${line + 1} ${JSON.stringify(czech)}`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

function sourceFiles(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return SOURCE.test(entry) ? [entry] : []
  return readdirSync(entry)
    .filter((name) => !SKIPPED_DIRS.has(name))
    .flatMap((name) => sourceFiles(path.join(entry, name)))
}

describe('log lines are English', () => {
  it('recognises Czech in what a logging call writes', () => {
    const bad = [
      "console.info('[server] vývoj')",
      'console.error(`[backup] ${problem} (upozornění odesláno)`)',
      "payload.logger.info('[zveřejnění] běží')",
      "req.payload.logger.warn({ msg: 'Přihlášení odmítnuto', user })",
      'logger.error(`Chyba při ukládání: ${x}`)',
      "log(dev ? 'vývoj' : 'produkce')",
      "console.warn('[x] ' + 'přerušeno')",
      "console.log('[602] zastaveno')",
      "console.error('[server] start selhal:', error)",
      "throttledReporter('[leads] Fronta poptávek: ')",
      "onShutdown('naplánovaná zveřejnění', stop)",
    ]
    const good = [
      "console.info('[server] development')",
      "payload.logger.warn({ msg: 'Sign-in refused', email })",
      "setMessage('Přihlášení vypršelo')",
      "throw new Error('Služba neodpověděla')",
      'console.info(`[search] index filled: ${count} pages`)',
    ]
    for (const line of bad) expect(czechLogLines('bad.ts', line), line).toHaveLength(1)
    for (const line of good) expect(czechLogLines('good.ts', line), line).toEqual([])
  })

  it('no logging call in our code writes Czech', () => {
    const found = ROOTS.flatMap(sourceFiles).flatMap((file) =>
      czechLogLines(file, readFileSync(file, 'utf8')),
    )
    expect(found, `Czech in log lines (log in English):\n${found.join('\n')}`).toEqual([])
  })
})
