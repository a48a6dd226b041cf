import { notFound } from 'next/navigation'
import type { z } from 'zod'

/**
 * The first step of every server action: its arguments, as the client sent them, through the
 * action's zod schema. Arguments no form of ours sends (an empty list, a string for a FormData,
 * extra arguments) are not an action anyone can call: the request is answered 404, as Next
 * answers an unknown action, with one log line and no stack. The body's depth and size were
 * bounded before Next decoded it (server/actionBody.ts, server/bodyLimit.ts).
 */
export function actionArguments<TSchema extends z.ZodType>(
  action: string,
  schema: TSchema,
  args: unknown,
): z.output<TSchema> {
  const parsed = schema.safeParse(args)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  console.warn(
    `[action] ${action}: arguments refused (${issue?.code ?? 'invalid'} at ` +
      `[${issue?.path.join('.') ?? ''}]): 404`,
  )
  notFound()
}
