'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { useDomFieldValidation, useTypedValues } from '@/lib/forms/useDomFieldValidation'
import type { LazyValidatorProps } from '@/lib/forms/useLazyValidator'
import {
  QUANTITY_FIELD_NAMES,
  type QuantityFieldName,
  quantityFormSchema,
  type QuantityFormValues,
} from '../forms/quantitySchema'

/**
 * The cart's validation (react-hook-form + zod), loaded by CartStep on the first interaction with
 * its form so that the cart's first load stays light. The quantity is checked once the field was
 * left or the form sent, then at every keystroke. It renders nothing (useDomFieldValidation.ts).
 */
export function CartQuantityValidator(props: LazyValidatorProps<QuantityFieldName>) {
  const typed = useTypedValues<QuantityFormValues>(props.form, QUANTITY_FIELD_NAMES)
  const methods = useForm<QuantityFormValues>({
    resolver: zodResolver(quantityFormSchema),
    mode: 'onTouched',
    defaultValues: typed,
  })
  useDomFieldValidation(methods, QUANTITY_FIELD_NAMES, props)
  return null
}
