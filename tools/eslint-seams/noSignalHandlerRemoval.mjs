import { aliasOf, findVariable, memberName, unwrap } from './frameworkObjects.mjs'

/**
 * Next and Payload install their own SIGTERM/SIGINT handlers; removing them (all listeners, or one
 * by signal) takes the framework's shutdown away. Adding our own handler (`process.on`) is the seam.
 */
const REMOVE_ONE = new Set(['off', 'removeListener'])

/** @type {import('eslint').Rule.RuleModule} */
const noSignalHandlerRemoval = {
  meta: {
    type: 'problem',
    docs: {
      description: "Forbid removing process listeners or signal handlers (DESIGN.md 'Seams')",
    },
    schema: [],
    messages: {
      removeAll:
        "process.removeAllListeners removes the frameworks' handlers too; add a handler of our own with process.on instead (DESIGN.md 'Seams').",
      removeSignal:
        "Removes a {{ signal }} handler, which may be a framework's; add a handler of our own with process.on instead (DESIGN.md 'Seams').",
    },
  },
  create(context) {
    const { sourceCode } = context

    /** `process` (global or imported from node:process), directly or through a local alias. */
    function isProcess(scope, node, depth = 0) {
      const expression = unwrap(node)
      if (expression?.type !== 'Identifier' || depth > 8) return false
      const variable = findVariable(scope, expression.name)
      if (!variable || variable.defs.length === 0) return expression.name === 'process'
      const [def] = variable.defs
      if (def.type === 'ImportBinding' && /^(?:node:)?process$/.test(def.parent.source.value)) {
        return true
      }
      const aliased = aliasOf(scope, expression)
      return aliased ? isProcess(scope, aliased, depth + 1) : false
    }

    return {
      CallExpression(node) {
        const callee = unwrap(node.callee)
        if (callee?.type !== 'MemberExpression') return
        const method = memberName(callee)
        if (method !== 'removeAllListeners' && !REMOVE_ONE.has(method)) return
        const scope = sourceCode.getScope(node)
        if (!isProcess(scope, callee.object)) return
        if (method === 'removeAllListeners') {
          return context.report({ node, messageId: 'removeAll' })
        }
        const [event] = node.arguments
        const signal =
          event?.type === 'Literal'
            ? event.value
            : event?.type === 'TemplateLiteral' && event.expressions.length === 0
              ? event.quasis[0]?.value.cooked
              : undefined
        // an event of our own (not a signal) may be removed; an unknown one might be a signal
        if (typeof signal === 'string' && !signal.startsWith('SIG')) return
        context.report({
          node,
          messageId: 'removeSignal',
          data: { signal: typeof signal === 'string' ? signal : 'signal' },
        })
      },
    }
  },
}

export default noSignalHandlerRemoval
