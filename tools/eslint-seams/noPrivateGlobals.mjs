import { findVariable, isGlobalObject, memberName } from './frameworkObjects.mjs'

/**
 * Private globals of the frameworks: `__`-prefixed members of the global object
 * (`globalThis.__zod_globalConfig`, `window.__NEXT_DATA__`, `globalThis.__incrementalCache`),
 * undeclared `__` globals other than CommonJS's `__dirname`/`__filename`, Next's private names on
 * any object (`__NEXT_…`, `__next…`, `__incrementalCache`, also as a string key) and Payload's
 * `_payload` cache.
 */
const NEXT_PRIVATE = /^__(?:NEXT_|next[A-Z_]|incrementalCache\b)/
const COMMONJS = new Set(['__dirname', '__filename'])

/** @type {import('eslint').Rule.RuleModule} */
const noPrivateGlobals = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Forbid reading or writing a framework's private globals outside src/upstream/ (DESIGN.md 'Seams')",
    },
    schema: [],
    messages: {
      private:
        "Uses {{ what }}, a framework's private global; use its public API (DESIGN.md 'Seams') or move the workaround to src/upstream/ with a tripwire test.",
    },
  },
  create(context) {
    const { sourceCode } = context
    const report = (node, what) => context.report({ node, messageId: 'private', data: { what } })

    function checkKey(scope, object, name, node) {
      if (name === undefined) return
      if (name === '_payload' || NEXT_PRIVATE.test(name)) return report(node, name)
      if (name.startsWith('__') && isGlobalObject(scope, object)) report(node, name)
    }

    return {
      MemberExpression(node) {
        checkKey(sourceCode.getScope(node), node.object, memberName(node), node)
      },
      // `const { __NEXT_DATA__ } = window`
      VariableDeclarator(node) {
        if (node.id.type !== 'ObjectPattern' || !node.init) return
        const scope = sourceCode.getScope(node)
        for (const property of node.id.properties) {
          if (property.type !== 'Property') continue
          const key = property.computed
            ? property.key.type === 'Literal' && String(property.key.value)
            : property.key.name
          checkKey(scope, node.init, key || undefined, property)
        }
      },
      Identifier(node) {
        if (!node.name.startsWith('__') || COMMONJS.has(node.name)) return
        // only references: a key or a declaration of our own is not a use of a global
        const parent = node.parent
        if (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) {
          return
        }
        if (parent.type === 'Property' && parent.key === node && !parent.computed) return
        const scope = sourceCode.getScope(node)
        const variable = findVariable(scope, node.name)
        if (variable && variable.defs.length > 0) return
        if (!scope.references.some((reference) => reference.identifier === node)) {
          // not a reference (a type, a label, a declaration)
          if (!NEXT_PRIVATE.test(node.name)) return
        }
        report(node, node.name)
      },
      Literal(node) {
        if (typeof node.value !== 'string' || !NEXT_PRIVATE.test(node.value)) return
        // a computed key is reported by MemberExpression
        if (node.parent.type === 'MemberExpression' && node.parent.property === node) return
        report(node, node.value)
      },
    }
  },
}

export default noPrivateGlobals
