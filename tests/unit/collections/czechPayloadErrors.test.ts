import { describe, expect, it } from 'vitest'

import { CZECH_PAYLOAD_ERRORS, czechPayloadErrors } from '@collections/shared/czechPayloadErrors'

const run = (result: unknown) =>
  (czechPayloadErrors as (args: unknown) => unknown)({ result, error: new Error('x') })

describe("Payload's fixed English refusals in Czech", () => {
  it.each(Object.entries(CZECH_PAYLOAD_ERRORS))('turns %j into Czech', (english, czech) => {
    expect(run({ errors: [{ message: english, name: 'x' }] })).toEqual({
      response: { errors: [{ message: czech, name: 'x' }] },
    })
  })

  it('leaves other answers alone', () => {
    expect(run({ errors: [{ message: 'Datum a čas zveřejnění nejsou platné.' }] })).toBeUndefined()
    expect(run(undefined)).toBeUndefined()
  })
})
