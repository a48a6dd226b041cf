/**
 * What the seams rules treat as a framework object (DESIGN.md "Seams"): something our code may call
 * and read, but never write to. Shared by the rules of this folder.
 *
 * A framework object is, after TypeScript wrappers (`as`, `!`, `satisfies`) are peeled off:
 * - a binding imported from a package (`node:http`, `next/server`, `payload`); our own modules
 *   (relative paths and the tsconfig aliases) own their state;
 * - anything named `payload`, `logger`, `server` or `socket`, as a variable or a property
 *   (`req.payload`, `res.socket`);
 * - `process`, `console`, the global object (`globalThis`, `global`, `window`, `self`) and a
 *   global class (a capitalised global: `Response`, `Error`, `Object`), also as a member of the
 *   global object (`window.console`). The DOM's objects (`document`, `location`) are not: writing
 *   to them (`document.title`, `document.cookie`) is how the DOM is used;
 * - for a write straight to the global object, see `isBuiltinGlobal`: replacing a built-in
 *   (`globalThis.fetch = …`) is a patch, a property we add (`window.dataLayer`, a `Symbol.for`
 *   slot) is ours, and its `__` names are no-private-globals' business;
 * - a member of any of these, at any depth and through computed keys (`payload['db'].find`);
 * - a local alias of any of these: a `const` (or a `let` never reassigned) initialised from one,
 *   directly or by destructuring (`const p = payload`, `const { db } = payload`).
 */

export const FRAMEWORK_NAMES = new Set(['payload', 'logger', 'server', 'socket'])
export const GLOBAL_OBJECTS = new Set(['globalThis', 'global', 'window', 'self'])
const FRAMEWORK_GLOBALS = new Set(['process', 'console', ...GLOBAL_OBJECTS])

/** Import sources that are our own code: relative paths and tsconfig.json's `paths`. */
const OWN_MODULE = /^(?:\.|\/|@\/|@payload-config$|@blocks\/|@collections\/|@globals\/|@sandbox\/)/

const WRAPPERS = new Set([
  'TSAsExpression',
  'TSNonNullExpression',
  'TSSatisfiesExpression',
  'TSTypeAssertion',
  'ChainExpression',
])

/** The expression under TypeScript casts, `!` and optional chaining. */
export function unwrap(node) {
  let current = node
  while (current && WRAPPERS.has(current.type)) current = current.expression
  return current
}

/** The name of a member's key when it is known statically (`a.b`, `a['b']`), else undefined. */
export function memberName(member) {
  if (!member.computed && member.property.type === 'Identifier') return member.property.name
  if (member.property.type === 'Literal' && typeof member.property.value === 'string') {
    return member.property.value
  }
  if (member.property.type === 'TemplateLiteral' && member.property.expressions.length === 0) {
    return member.property.quasis[0]?.value.cooked ?? undefined
  }
  return undefined
}

/** The variable an identifier refers to, or undefined for an undeclared global. */
export function findVariable(scope, name) {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(name)
    if (variable) return variable
  }
  return undefined
}

/** A global (declared by no code in this file: a built-in or one of the configured globals). */
export function isGlobal(scope, identifier) {
  const variable = findVariable(scope, identifier.name)
  return !variable || variable.defs.length === 0
}

/** A variable bound once and never reassigned, with the expression it was bound from. */
function aliasedExpression(variable) {
  if (variable.defs.length !== 1) return undefined
  const [def] = variable.defs
  if (def.type !== 'Variable' || !def.node.init) return undefined
  const writes = variable.references.filter((reference) => reference.isWrite())
  if (def.parent.kind !== 'const' && writes.length > 1) return undefined
  const { id, init } = def.node
  if (id.type === 'Identifier') return init
  // `const { db } = payload`: the binding is a member of what it destructures
  return id.type === 'ObjectPattern' || id.type === 'ArrayPattern' ? init : undefined
}

/** The expression a local variable aliases (for callers that follow aliases of their own). */
export function aliasOf(scope, identifier) {
  const variable = findVariable(scope, identifier.name)
  return variable ? aliasedExpression(variable) : undefined
}

/** `process`, `console`, the global object or a global class (see the top of this file). */
const isFrameworkGlobalName = (name) =>
  name !== undefined && (FRAMEWORK_GLOBALS.has(name) || /^[A-Z]/.test(name))

/**
 * A name the environment defines on the global object (a configured global such as `fetch` or
 * `document`, or a framework global): writing `globalThis[name]` replaces a built-in.
 */
export function isBuiltinGlobal(scope, name) {
  if (name === undefined) return false
  if (isFrameworkGlobalName(name)) return true
  let globalScope = scope
  while (globalScope.upper) globalScope = globalScope.upper
  const variable = globalScope.set.get(name)
  return variable !== undefined && variable.defs.length === 0
}

/** The global object itself, directly or through a local alias (`const g = globalThis`). */
export function isGlobalObject(scope, node, depth = 0) {
  const expression = unwrap(node)
  if (expression?.type !== 'Identifier' || depth > 8) return false
  if (GLOBAL_OBJECTS.has(expression.name) && isGlobal(scope, expression)) return true
  const aliased = aliasOf(scope, expression)
  return aliased ? isGlobalObject(scope, aliased, depth + 1) : false
}

function isPackageImport(variable) {
  const [def] = variable.defs
  return (
    variable.defs.length === 1 &&
    def.type === 'ImportBinding' &&
    typeof def.parent.source?.value === 'string' &&
    !OWN_MODULE.test(def.parent.source.value)
  )
}

/**
 * Whether `node` evaluates to a framework object (see the top of this file). `seen` stops a cycle
 * of aliases.
 */
export function isFrameworkObject(scope, node, seen = new Set()) {
  const expression = unwrap(node)
  if (!expression) return false
  if (expression.type === 'MemberExpression') {
    const name = memberName(expression)
    if (name !== undefined && FRAMEWORK_NAMES.has(name)) return true
    if (isGlobalObject(scope, expression.object)) return isFrameworkGlobalName(name)
    return isFrameworkObject(scope, expression.object, seen)
  }
  if (expression.type !== 'Identifier') return false
  if (FRAMEWORK_NAMES.has(expression.name)) return true
  const variable = findVariable(scope, expression.name)
  if (!variable || variable.defs.length === 0) return isFrameworkGlobalName(expression.name)
  if (isPackageImport(variable)) return true
  if (seen.has(variable)) return false
  seen.add(variable)
  const aliased = aliasedExpression(variable)
  // the alias's own scope: where its initialiser was written
  return aliased ? isFrameworkObject(variable.scope, aliased, seen) : false
}

/**
 * Writes to a framework object that are its documented interface: `process.exitCode`,
 * environment variables (`process.env.X`, `Object.assign(process.env, …)`) and V8's
 * `Error.stackTraceLimit`. `object` is the object written to, `name` the key written (undefined
 * for the whole object).
 */
export function isDocumentedSetting(scope, object, name) {
  const target = unwrap(object)
  if (
    target?.type === 'Identifier' &&
    target.name === 'Error' &&
    isGlobal(scope, target) &&
    name === 'stackTraceLimit'
  ) {
    return true
  }
  const isProcess = (node) => {
    const inner = unwrap(node)
    if (inner?.type !== 'Identifier' || inner.name !== 'process') return false
    const variable = findVariable(scope, inner.name)
    return !variable || variable.defs.length === 0 || isPackageImport(variable)
  }
  if (isProcess(target)) return name === 'exitCode'
  return (
    target?.type === 'MemberExpression' && memberName(target) === 'env' && isProcess(target.object)
  )
}
