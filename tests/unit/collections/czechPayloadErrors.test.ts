import { describe, expect, it } from 'vitest'

import { CZECH_PAYLOAD_ERRORS, czechPayloadErrors } from '@collections/shared/czechPayloadErrors'

const run = (message: string, result: unknown) =>
  (czechPayloadErrors as (args: unknown) => unknown)({ result, error: new Error(message) })

describe("Payload's fixed English refusals in Czech", () => {
  it.each(Object.entries(CZECH_PAYLOAD_ERRORS))('turns %j into Czech', (english, czech) => {
    expect(run(english, { errors: [{ message: english, name: 'x' }] })).toEqual({
      response: { errors: [{ message: czech }] },
    })
    // The production build's body for the same error: the error's own message decides.
    expect(run(english, { errors: [{ message: 'An unknown error occurred.' }] })).toEqual({
      response: { errors: [{ message: czech }] },
    })
  })

  it('leaves other answers alone', () => {
    const own = 'Datum a čas zveřejnění nejsou platné.'
    expect(run(own, { errors: [{ message: own }] })).toBeUndefined()
    expect(run('x', undefined)).toBeUndefined()
  })
})
