import { APIError } from 'payload'
import { describe, expect, it } from 'vitest'

import { CZECH_PAYLOAD_ERRORS, czechPayloadErrors } from '@collections/shared/czechPayloadErrors'

const hook = czechPayloadErrors as (args: unknown) => unknown
const run = (message: string, result: unknown) => hook({ result, error: new Error(message) })
const unknown = { errors: [{ message: 'An unknown error occurred.' }] }

describe("Payload's fixed English refusals in Czech", () => {
  it.each(Object.entries(CZECH_PAYLOAD_ERRORS))('turns %j into Czech', (english, czech) => {
    expect(run(english, { errors: [{ message: english, name: 'x' }] })).toEqual({
      response: { errors: [{ message: czech }] },
    })
    // The production build's body for the same error: the error's own message decides.
    expect(run(english, unknown)).toEqual({
      response: { errors: [{ message: czech }] },
    })
  })

  it('shows the message of a public error where the production build lost it', () => {
    const own = new APIError(
      'Časové pásmo naplánování není v nabídce administrace.',
      400,
      null,
      true,
    )
    expect(hook({ error: own, result: unknown })).toEqual({
      response: { errors: [{ message: own.message }] },
    })
    const plain4xx = new APIError('Not Found', 404)
    expect(hook({ error: plain4xx, result: unknown })).toEqual({
      response: { errors: [{ message: 'Not Found' }] },
    })
  })

  it('answers an error that is not public with the generic Czech sentence, never its message', () => {
    for (const hidden of [
      new APIError('SQL: select …', 500),
      new APIError('x', 400, null, false),
    ]) {
      expect(hook({ error: hidden, result: unknown })).toEqual({
        response: { errors: [{ message: 'Došlo k neznámé chybě.' }] },
      })
      expect(
        hook({ error: hidden, result: { errors: [{ message: 'Something went wrong.' }] } }),
      ).toEqual({
        response: { errors: [{ message: 'Něco se pokazilo. Zkuste to prosím znovu.' }] },
      })
    }
  })

  it('leaves other answers alone', () => {
    const own = 'Datum a čas zveřejnění nejsou platné.'
    expect(run(own, { errors: [{ message: own }] })).toBeUndefined()
    expect(run('x', undefined)).toBeUndefined()
  })
})
