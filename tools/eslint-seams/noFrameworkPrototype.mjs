import { findVariable, isFrameworkObject, unwrap } from './frameworkObjects.mjs'

/**
 * Any use of `X.prototype` where X is imported from a package or a global class
 * (`ServerResponse.prototype`, `Response.prototype`): taking a framework class's prototype is how a
 * patch starts, and an alias (`const proto = ServerResponse.prototype`) hides the write from
 * no-framework-mutation. Our own classes' prototypes are ours. No code of ours reads a framework
 * prototype for another purpose, so the rule has no exception.
 */
/** @type {import('eslint').Rule.RuleModule} */
const noFrameworkPrototype = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Forbid taking the prototype of an imported or global class outside src/upstream/ (DESIGN.md 'Seams')",
    },
    schema: [],
    messages: {
      prototype:
        "Takes {{ what }}, a framework class's prototype; extend through a documented seam (DESIGN.md 'Seams') or move the workaround to src/upstream/ with a tripwire test.",
    },
  },
  create(context) {
    const { sourceCode } = context
    return {
      MemberExpression(node) {
        const isPrototype = node.computed
          ? node.property.type === 'Literal' && node.property.value === 'prototype'
          : node.property.name === 'prototype'
        if (!isPrototype) return
        const owner = unwrap(node.object)
        const scope = sourceCode.getScope(node)
        if (owner?.type === 'Identifier') {
          const variable = findVariable(scope, owner.name)
          // a class of our own file (declared here, not imported) is ours to extend
          if (
            variable?.defs.some((def) => def.type === 'ClassName' || def.type === 'FunctionName')
          ) {
            return
          }
        }
        // `ServerResponse.prototype`, `http.ServerResponse.prototype`, `Response.prototype`
        if (!isFrameworkObject(scope, owner)) return
        context.report({
          node,
          messageId: 'prototype',
          data: { what: sourceCode.getText(node) },
        })
      },
    }
  },
}

export default noFrameworkPrototype
