import {
  isBuiltinGlobal,
  isDocumentedSetting,
  isFrameworkObject,
  isGlobalObject,
  memberName,
  unwrap,
} from './frameworkObjects.mjs'

/** Calls that write to their first argument. */
const WRITING_CALLS = {
  Object: new Set(['defineProperty', 'defineProperties', 'assign', 'setPrototypeOf']),
  Reflect: new Set(['set', 'defineProperty', 'deleteProperty', 'setPrototypeOf']),
}

/** The members an assignment pattern writes to (`[a.b, { c: d.e }] = …`). */
function writtenMembers(target) {
  const node = unwrap(target)
  if (!node) return []
  switch (node.type) {
    case 'MemberExpression':
      return [node]
    case 'ArrayPattern':
      return node.elements.flatMap((element) => (element ? writtenMembers(element) : []))
    case 'ObjectPattern':
      return node.properties.flatMap((property) =>
        writtenMembers(property.type === 'RestElement' ? property.argument : property.value),
      )
    case 'AssignmentPattern':
      return writtenMembers(node.left)
    case 'RestElement':
      return writtenMembers(node.argument)
    default:
      return []
  }
}

/** @type {import('eslint').Rule.RuleModule} */
const noFrameworkMutation = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbid writing to a framework object (Payload, a logger, a server or socket, process, a global, an imported binding or a prototype) outside src/upstream/',
    },
    schema: [],
    messages: {
      write:
        "Writes to a framework object ({{ what }}); extend through a documented seam (DESIGN.md 'Seams') or move the workaround to src/upstream/ with a tripwire test.",
      redefine:
        "{{ call }} changes a framework object ({{ what }}); extend through a documented seam (DESIGN.md 'Seams') or move the workaround to src/upstream/ with a tripwire test.",
    },
  },
  create(context) {
    const { sourceCode } = context
    const text = (node) => sourceCode.getText(node)

    function checkWrite(member, reportNode) {
      const scope = sourceCode.getScope(reportNode)
      const name = memberName(member)
      if (isDocumentedSetting(scope, member.object, name)) return
      const isFramework = isGlobalObject(scope, member.object)
        ? // replacing a built-in global; a property of our own (`window.dataLayer`) is ours
          isBuiltinGlobal(scope, name)
        : isFrameworkObject(scope, member.object)
      if (!isFramework) return
      context.report({ node: reportNode, messageId: 'write', data: { what: text(member) } })
    }

    return {
      AssignmentExpression(node) {
        for (const member of writtenMembers(node.left)) checkWrite(member, node)
      },
      UpdateExpression(node) {
        for (const member of writtenMembers(node.argument)) checkWrite(member, node)
      },
      UnaryExpression(node) {
        if (node.operator !== 'delete') return
        for (const member of writtenMembers(node.argument)) checkWrite(member, node)
      },
      'ForInStatement, ForOfStatement'(node) {
        for (const member of writtenMembers(node.left)) checkWrite(member, node)
      },
      CallExpression(node) {
        const callee = unwrap(node.callee)
        if (callee?.type !== 'MemberExpression') return
        const owner = unwrap(callee.object)
        const method = memberName(callee)
        if (owner?.type !== 'Identifier' || !WRITING_CALLS[owner.name]?.has(method)) return
        const [target] = node.arguments
        if (!target || target.type === 'SpreadElement') return
        const scope = sourceCode.getScope(node)
        if (isDocumentedSetting(scope, target, undefined)) return
        if (!isFrameworkObject(scope, target)) return
        context.report({
          node,
          messageId: 'redefine',
          data: { call: `${owner.name}.${method}`, what: text(target) },
        })
      },
    }
  },
}

export default noFrameworkMutation
