import noFrameworkMutation from './noFrameworkMutation.mjs'
import noFrameworkPrototype from './noFrameworkPrototype.mjs'
import noPrivateGlobals from './noPrivateGlobals.mjs'
import noSignalHandlerRemoval from './noSignalHandlerRemoval.mjs'

/**
 * The seams guard (DESIGN.md "Seams", docs/architecture.md "Where we lean on internals"): our code
 * meets Node, Next and Payload only through their documented extension points. eslint.config.mjs
 * turns these rules on for all our code but src/upstream/, the one documented place for a
 * workaround.
 */
const seamsPlugin = {
  meta: { name: 'seams' },
  rules: {
    'no-framework-mutation': noFrameworkMutation,
    'no-framework-prototype': noFrameworkPrototype,
    'no-private-globals': noPrivateGlobals,
    'no-signal-handler-removal': noSignalHandlerRemoval,
  },
}

export default seamsPlugin
