import { beforeEach, describe, expect, it } from 'vitest'

import { useGlobalError } from '@/lib/globalError/globalErrorStore'
import { rememberFailure } from '@/lib/globalError/rememberFailure'
import { reportProviderFailure } from '@/provider/reportProviderFailure'
import { ProviderError, SessionExpiredError } from '@/provider/errors'

beforeEach(() => {
  useGlobalError.setState({ error: null, errorDescription: null, reportedFailureIds: [] })
})

describe('rememberFailure', () => {
  it('adds a new failure and refuses one already shown', () => {
    const once = rememberFailure([], 'a')
    expect(once).toEqual(['a'])
    expect(rememberFailure(once!, 'a')).toBeNull()
    expect(rememberFailure(once!, 'b')).toEqual(['a', 'b'])
  })

  it('keeps only the newest ids', () => {
    expect(rememberFailure(['a', 'b', 'c'], 'd', 3)).toEqual(['b', 'c', 'd'])
  })
})

describe('global error state', () => {
  it('shows a server failure once: closed, the same failure does not come back', () => {
    const { setError, clearError } = useGlobalError.getState()
    setError('Služba poskytovatele odpověděla chybou.', null, 'render-1')
    expect(useGlobalError.getState().error).toBe('Služba poskytovatele odpověděla chybou.')
    clearError()
    setError('Služba poskytovatele odpověděla chybou.', null, 'render-1')
    expect(useGlobalError.getState().error).toBeNull()
    setError('Služba poskytovatele odpověděla chybou.', null, 'render-2')
    expect(useGlobalError.getState().error).toBe('Služba poskytovatele odpověděla chybou.')
  })

  it('shows every failed browser call (no id) again', () => {
    const { setError, clearError } = useGlobalError.getState()
    setError('první')
    clearError()
    setError('první')
    expect(useGlobalError.getState().error).toBe('první')
  })
})

describe('reportProviderFailure', () => {
  const failed = new ProviderError({
    kind: 'http',
    path: '/order/7/payment-verification',
    status: 500,
    serverMessage: 'Platební brána je nedostupná.',
  })

  it('puts the network error message in the global error state (spec 8)', () => {
    reportProviderFailure(failed)
    expect(useGlobalError.getState()).toMatchObject({
      error: 'Služba poskytovatele odpověděla chybou.',
      errorDescription: null,
    })
  })

  it('keeps the server message as errorDescription when asked (payment verification)', () => {
    reportProviderFailure(failed, { withServerMessage: true })
    expect(useGlobalError.getState().errorDescription).toBe('Platební brána je nedostupná.')
  })

  it('leaves 401 and 403 to the session expiry', () => {
    reportProviderFailure(new SessionExpiredError({ path: '/order/my', status: 401 }))
    reportProviderFailure(new ProviderError({ kind: 'http', path: '/x', status: 403 }))
    expect(useGlobalError.getState().error).toBeNull()
  })

  it('reports something that is not a provider error as a network failure', () => {
    reportProviderFailure(new TypeError('Failed to fetch'))
    expect(useGlobalError.getState().error).toMatch(/nepodařilo kontaktovat/)
  })
})
