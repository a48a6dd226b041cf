import nextTypescript from 'eslint-config-next/typescript'
import { RuleTester, type Linter } from 'eslint'
import { describe, it } from 'vitest'

import seams from '../../../tools/eslint-seams/index.mjs'

/**
 * The seams guard (tools/eslint-seams/, DESIGN.md "Seams"): each bypass of a framework's seams
 * that the rules must catch, and the ordinary code beside it they must leave alone.
 */
RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

/** The TypeScript parser our own .ts files are linted with (eslint.config.mjs). */
const typescriptParser = nextTypescript.find(
  (config: Linter.Config) => config.languageOptions?.parser,
)?.languageOptions?.parser

const tester = new RuleTester({
  languageOptions: {
    parser: typescriptParser,
    ecmaVersion: 'latest',
    sourceType: 'module',
    // as eslint.config.mjs configures them for our code: the browser's and Node's globals
    globals: {
      window: 'readonly',
      document: 'readonly',
      fetch: 'readonly',
      process: 'readonly',
      console: 'readonly',
      global: 'readonly',
      self: 'readonly',
    },
  },
})

const errors = (messageId: string, count = 1) =>
  Array.from({ length: count }, () => ({ messageId }))

const write = (code: string) => ({ code, errors: errors('write') })
const redefine = (code: string) => ({ code, errors: errors('redefine') })

tester.run('seams/no-framework-mutation', seams.rules['no-framework-mutation'], {
  valid: [
    "await payload.find({ collection: 'pages', where: { slug: { equals: 'o-nas' } } })",
    'if (payload.jobs.queue === queue) throw new Error("replaced")',
    'const copy = { ...payload.config }\ncopy.serverURL = "https://example.cz"',
    "const page = await payload.findByID({ collection: 'pages', id })\npage.title = 'Nový'",
    'const local = { find: () => [] }\nlocal.find = () => [1]\nlocal.count = 1\nlocal.count++',
    "res.setHeader('cache-control', 'no-store')\nres.statusCode = 404",
    'process.exitCode = 1',
    "process.env.TZ = 'Europe/Prague'\nprocess.env['NODE_ENV'] = 'production'\ndelete process.env.PORT",
    "Object.assign(process.env, { NODE_ENV: 'production' })",
    "import process from 'node:process'\nprocess.exitCode = 2",
    'Error.stackTraceLimit = 50',
    'window.dataLayer = window.dataLayer || []',
    "document.title = 'Kontakt'\ndocument.body.style.overflow = 'hidden'",
    "import { counters } from './counters'\ncounters.sent += 1",
    "import { state } from '@/sandbox/state'\nstate.orders = []",
    "const slots = globalThis as unknown as Record<symbol, unknown>\nslots[Symbol.for('site602.pool')] = pool",
    'Object.assign({}, payload.config, { debug: true })',
    'Object.defineProperty(error, "status", { value: 400 })',
    'class Cache {\n  entries = new Map()\n  clear() {\n    this.entries = new Map()\n  }\n}',
  ],
  invalid: [
    write('payload.jobs.queue = async () => {}'),
    write('payload.create = wrapped'),
    write('logger.error = (first) => {}'),
    write('server.emit = (event, ...args) => emit(event, ...args)'),
    write('socket.write = write'),
    write('req.payload.find = find'),
    write('args.req.payload.logger.warn = warn'),
    write('payload.db.find = find'),
    write("payload['find'] = find"),
    write('payload[method] = find'),
    write("payload['db'].find = find"),
    write('(payload as unknown as Record<string, unknown>).find = find'),
    write('payload.db!.find = find'),
    write('payload.count += 1'),
    write('payload.count++'),
    write('delete payload.find'),
    write('[payload.find] = [find]'),
    write('({ find: payload.find } = wrapped)'),
    write('const p = payload\np.find = find'),
    write('const p = req.payload\np.find = find'),
    write('let db = payload.db\ndb.find = find'),
    write('const { db } = payload\ndb.find = find'),
    write('const p = payload\nconst q = p\nq.db.find = find'),
    write(
      "import { ServerResponse } from 'node:http'\nServerResponse.prototype.writeHead = writeHead",
    ),
    write(
      "import { ServerResponse } from 'node:http'\nconst proto = ServerResponse.prototype\nproto.end = end",
    ),
    write("import http from 'node:http'\nhttp.globalAgent.maxSockets = 1"),
    write("import * as nextServer from 'next/server'\nnextServer.NextResponse.json = json"),
    write("import { getPayload } from 'payload'\ngetPayload.cached = cached"),
    write('process.exit = exit'),
    write('process.env = {}'),
    write('process.on = () => process'),
    write('console.error = report'),
    write('globalThis.fetch = fetchWithRetry'),
    write('window.fetch = fetchWithRetry'),
    write('window.console.log = log'),
    write('const g = globalThis\ng.fetch = fetchWithRetry'),
    write('Error.prepareStackTrace = format'),
    write('Response.json = json'),
    redefine("Object.defineProperty(payload, 'find', { value: find })"),
    redefine('Object.defineProperties(payload.db, { find: { value: find } })'),
    redefine('Object.assign(payload, { find })'),
    redefine('Object.assign(req.payload.db, { find })'),
    redefine('Object.setPrototypeOf(payload, wrapped)'),
    redefine("Reflect.set(payload, 'find', find)"),
    redefine("Reflect.defineProperty(payload.db, 'find', { value: find })"),
    redefine("Reflect.deleteProperty(payload, 'find')"),
    redefine('Reflect.setPrototypeOf(server, wrapped)'),
    redefine("const p = payload\nObject.defineProperty(p, 'find', { value: find })"),
    redefine(
      "import { IncomingMessage } from 'node:http'\nObject.defineProperty(IncomingMessage.prototype, 'ip', { get })",
    ),
    redefine('Object.assign(globalThis, { fetch: fetchWithRetry })'),
    redefine('Object.assign(process, { exitCode: 1 })'),
  ],
})

const prototype = (code: string, count = 1) => ({ code, errors: errors('prototype', count) })

tester.run('seams/no-framework-prototype', seams.rules['no-framework-prototype'], {
  valid: [
    'class Queue {}\nQueue.prototype.size = 0',
    "import { Store } from './store'\nconst proto = Store.prototype",
    'const prototype = { a: 1 }\nconst first = prototype.a',
    'function Legacy() {}\nLegacy.prototype.run = run',
  ],
  invalid: [
    prototype(
      "import { ServerResponse } from 'node:http'\nconst proto = ServerResponse.prototype as unknown as Record<string, unknown>",
    ),
    prototype("import { ServerResponse } from 'node:http'\nServerResponse.prototype.end = end"),
    prototype("import http from 'node:http'\nhttp.ServerResponse.prototype.end = end"),
    prototype("import { Socket } from 'node:net'\nconst proto = Socket['prototype']"),
    prototype(
      "import { IncomingMessage } from 'node:http'\nObject.defineProperty(IncomingMessage.prototype, 'ip', { get })",
    ),
    prototype('Response.prototype.json = json'),
    prototype('const { json } = Response.prototype'),
    prototype('Array.prototype.last = function () {\n  return this.at(-1)\n}'),
  ],
})

const privateGlobal = (code: string, count = 1) => ({ code, errors: errors('private', count) })

tester.run('seams/no-private-globals', seams.rules['no-private-globals'], {
  valid: [
    'const dir = __dirname\nconst file = __filename',
    "const node = { __typename: 'Page' }\nconst kind = node.__typename",
    'function read(__value: unknown) {\n  return __value\n}',
    'const host = globalThis as { site602?: unknown }\nconst value = host.site602',
    'window.dataLayer = window.dataLayer || []',
    'const payloadReady = payload.ready',
  ],
  invalid: [
    privateGlobal('const cache = (globalThis as Holder)._payload'),
    privateGlobal('const cache = global._payload?.payload'),
    privateGlobal('globalThis.__incrementalCache.revalidateTag(tags)'),
    privateGlobal('const data = window.__NEXT_DATA__'),
    privateGlobal('globalThis.__zod_globalConfig = { jitless: true }'),
    privateGlobal('const host = globalThis as Host\nhost.__zod_globalConfig = {}'),
    privateGlobal("global['__nextDevState'] = state"),
    privateGlobal("self['__custom'] = 1"),
    privateGlobal('const { __NEXT_DATA__ } = window'),
    privateGlobal('const props = __NEXT_DATA__.props'),
    privateGlobal('const cache = __incrementalCache'),
    privateGlobal('process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = config'),
    privateGlobal("const key = '__NEXT_PRIVATE_STANDALONE_CONFIG'"),
    privateGlobal("const router = (globalThis as Host)['__nextRouter']"),
  ],
})

const removeSignal = (code: string) => ({ code, errors: errors('removeSignal') })

tester.run('seams/no-signal-handler-removal', seams.rules['no-signal-handler-removal'], {
  valid: [
    "process.on('SIGTERM', stop)",
    "process.once('SIGINT', stop)",
    "process.off('message', onMessage)",
    "process.removeListener('warning', onWarning)",
    "emitter.removeAllListeners('SIGTERM')",
    "child.off('SIGTERM', stop)",
  ],
  invalid: [
    { code: "process.removeAllListeners('SIGTERM')", errors: errors('removeAll') },
    { code: 'process.removeAllListeners()', errors: errors('removeAll') },
    removeSignal("process.removeListener('SIGTERM', handler)"),
    removeSignal("process.off('SIGINT', handler)"),
    removeSignal('process.off(`SIGTERM`, handler)'),
    removeSignal('process.off(signal, handler)'),
    removeSignal("const proc = process\nproc.off('SIGTERM', handler)"),
    removeSignal("import process from 'node:process'\nprocess.removeListener('SIGINT', handler)"),
    removeSignal("import proc from 'process'\nproc.off('SIGTERM', handler)"),
  ],
})
