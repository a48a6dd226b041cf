import { z } from 'zod'

/**
 * The names of the server functions Payload's admin calls through our layout's `serverFunction`
 * (@payloadcms/next 3.90.2 `utilities/handleServerFunctions.js`, `baseServerFunctions`, which
 * is not exported). Payload throws for any other name, and Next answers that with 500 and a
 * stack; the layout refuses it first (src/app/(payload)/layout.tsx). Checked against the
 * installed Payload by tests/unit/upstream/payloadServerFunctions.test.ts.
 */
export const PAYLOAD_SERVER_FUNCTION_NAMES = [
  'copy-data-from-locale',
  'form-state',
  'get-default-layout',
  'get-folder-results-component-and-data',
  'get-upcoming-scheduled-publish',
  'render-document',
  'render-document-slots',
  'render-field',
  'render-list',
  'render-widget',
  'schedule-publish',
  'slugify',
  'table-state',
] as const

/**
 * The one argument Payload's client sends (`{ name, args }`), nothing besides: the layout adds
 * `config` and `importMap` itself, and a client must not bring `serverFunctions` of its own.
 */
export const payloadServerFunctionArguments = z.tuple([
  z
    .object({
      name: z.enum(PAYLOAD_SERVER_FUNCTION_NAMES),
      args: z.record(z.string(), z.unknown()),
    })
    .strict(),
])
