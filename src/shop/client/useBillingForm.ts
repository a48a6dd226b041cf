import { zodResolver } from '@hookform/resolvers/zod'
import type React from 'react'
import { useEffect, useRef, useState } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'

import {
  type BillingInfoInput,
  billingInfoSchema,
  type BillingInfoValues,
} from '../forms/billingInfoSchema'
import { focusFirstInvalid } from '../forms/focusFirstInvalid'
import { BILLING_FIELDS, type BillingDraft, useShopStore } from '../store/useShopStore'
import { startPayment } from './startPayment'
import { useShopErrorHandler } from './useShopErrorHandler'

export type BillingForm = UseFormReturn<BillingInfoInput, unknown, BillingInfoValues>

function pickDraft(source: Partial<BillingDraft>): Partial<BillingDraft> {
  const draft: Record<string, unknown> = {}
  for (const field of BILLING_FIELDS) {
    if (source[field] !== undefined) draft[field] = source[field]
  }
  return draft as Partial<BillingDraft>
}

/**
 * The billing form of step four: filled from the stored draft and saved to it on every keystroke;
 * a valid submit creates the order and opens the payment gateway (once, however often pressed).
 */
export function useBillingForm() {
  const saveBillingDraft = useShopStore((state) => state.saveBillingDraft)
  const handleError = useShopErrorHandler()
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const inFlight = useRef(false)

  const form = useForm<BillingInfoInput, unknown, BillingInfoValues>({
    resolver: zodResolver(billingInfoSchema),
    defaultValues: pickDraft(useShopStore.getState()) as BillingInfoInput,
    mode: 'onTouched',
    shouldFocusError: false,
  })

  // every keystroke is kept: a reload, a new tab or an expired session loses nothing
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => saveBillingDraft(pickDraft(values)),
    })
  }, [form, saveBillingDraft])

  const submit = async (values: BillingInfoValues) => {
    if (inFlight.current) return
    inFlight.current = true
    setLoading(true)
    setError(null)
    try {
      saveBillingDraft(pickDraft(values))
      const paymentUrl = await startPayment(values)
      // the button stays busy until the gateway page replaces this one
      window.location.assign(paymentUrl)
    } catch (failure) {
      const message = handleError(failure)
      if (message) setError(message)
      inFlight.current = false
      setLoading(false)
    }
  }
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // read now: React clears currentTarget once the handler returns
    const formElement = event.currentTarget
    return form.handleSubmit(submit, (errors) => focusFirstInvalid(formElement, errors))(event)
  }

  return { form, loading, error, onSubmit }
}
