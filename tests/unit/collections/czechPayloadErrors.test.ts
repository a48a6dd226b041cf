import { APIError, QueryError } from 'payload'
import { describe, expect, it } from 'vitest'

import { CZECH_PAYLOAD_ERRORS, czechPayloadErrors } from '@collections/shared/czechPayloadErrors'
import { QUERY_REFUSAL_MESSAGES } from '@/lib/queryRules/queryRefusal'

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

describe('a refused upload in Czech, on the upload field', () => {
  const refusal = (english: string) => ({
    errors: [
      {
        name: 'ValidationError',
        message: 'The following field is invalid: file',
        data: { errors: [{ path: 'file', message: english }] },
      },
    ],
  })
  const fieldMessage = (answer: unknown) =>
    (
      answer as {
        response: { errors: Array<{ data: { errors: Array<{ path: string; message: string }> } }> }
      }
    ).response.errors[0]!.data.errors[0]!

  it.each([
    ['Invalid MIME type: image/svg+xml.', 'Tento druh souboru (image/svg+xml) web nepřijímá.'],
    [
      'File type text/html (from extension html) is not allowed.',
      'Tento druh souboru (text/html) web nepřijímá.',
    ],
    [
      'Invalid MIME type: image/svg+xml., SVG file contains potentially harmful content.',
      'image/svg+xml',
    ],
    ['Invalid or corrupted PDF file.', 'Soubor PDF je poškozený'],
    ['Something new upstream.', 'Tento druh souboru web nepřijímá.'],
  ])('%j', (english, czech) => {
    const answer = run('The following field is invalid: file', refusal(english))
    expect(fieldMessage(answer)).toEqual({ path: 'file', message: expect.stringContaining(czech) })
    const toast = (answer as { response: { errors: Array<{ message: string }> } }).response
      .errors[0]!
    // Payload's toast splits its message at the first colon and at commas.
    expect(toast.message).toMatch(/^Soubor nelze nahrát: [^:,]+$/)
  })

  it('a file over upload.limits.fileSize (Payload answers 413 in English)', () => {
    const answer = run('File size limit has been reached', {
      errors: [{ name: '', data: { size: 10485760 }, message: 'File size limit has been reached' }],
    })
    expect(fieldMessage(answer).message).toContain(
      'Soubor je příliš velký: web přijímá soubory do 10 MB.',
    )
  })
})

describe('a query the database or Payload refused', () => {
  const pgError = Object.assign(new Error('for SELECT DISTINCT, ORDER BY expressions …'), {
    code: '42P10',
    severity: 'ERROR',
  })
  const drizzleError = Object.assign(new Error('Failed query: select distinct …'), {
    cause: pgError,
  })

  it('is a 400 with a Czech sentence, never the SQL', () => {
    const answer = hook({
      error: drizzleError,
      result: { errors: [{ message: 'Something went wrong.' }] },
    })
    expect(answer).toEqual({
      response: { errors: [{ message: QUERY_REFUSAL_MESSAGES.shape }] },
      status: 400,
    })
    expect(JSON.stringify(answer)).not.toContain('select')
  })

  it("Payload's own QueryError too, in Czech", () => {
    expect(hook({ error: new QueryError([{ path: 'nope' }]), result: unknown })).toEqual({
      response: { errors: [{ message: QUERY_REFUSAL_MESSAGES.path }] },
      status: 400,
    })
  })

  it('a programming bug stays a 500 with the generic answer', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'slug')")
    const answer = hook({ error: bug, result: { errors: [{ message: 'Something went wrong.' }] } })
    expect(answer).toEqual({
      response: { errors: [{ message: CZECH_PAYLOAD_ERRORS['Something went wrong.'] }] },
    })
  })
})
