import { APIError, Forbidden, NotFound, ValidationError, type Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { logClientErrorsAsInfo } from '@/lib/logging/logClientErrorsAsInfo'

/** A logger whose `error` is wrapped; `original` is what `error` was before. */
function wrappedLogger() {
  const original = vi.fn()
  const logger = { error: original, info: vi.fn() }
  logClientErrorsAsInfo(logger as unknown as Payload['logger'])
  return { original, info: logger.info, error: logger.error as (value: unknown) => void }
}

/** A class renamed as the production bundle renames Payload's (`this.name` is the class name). */
class tl extends APIError {
  constructor() {
    super('Zadaný email nebo heslo není správné.', 401)
  }
}

describe('logClientErrorsAsInfo', () => {
  it.each([
    ['Forbidden', new Forbidden()],
    ['NotFound', new NotFound()],
    ['ValidationError', new ValidationError({ errors: [{ message: 'x', path: 'title' }] })],
    ['a renamed 401', new tl()],
  ])('logs a %s as one info line without its stack', (_name, err) => {
    const { original, info, error } = wrappedLogger()
    error({ err })
    expect(info).toHaveBeenCalledWith({ msg: err.message, status: err.status })
    expect(original).not.toHaveBeenCalled()
  })

  it('keeps server errors, and anything that is not an APIError, at error level', () => {
    const { original, info, error } = wrappedLogger()
    const serverError = new APIError('Something broke', 500)
    const databaseError = new Error('invalid byte sequence for encoding "UTF8": 0x00')
    error({ err: serverError })
    error(databaseError)
    expect(original).toHaveBeenNthCalledWith(1, { err: serverError })
    expect(original).toHaveBeenNthCalledWith(2, databaseError)
    expect(info).not.toHaveBeenCalled()
  })
})
