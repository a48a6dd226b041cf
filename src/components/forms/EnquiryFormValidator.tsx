'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { useDomFieldValidation, useTypedValues } from '@/lib/forms/useDomFieldValidation'
import type { LazyValidatorProps } from '@/lib/forms/useLazyValidator'
import {
  enquiryFormSchema,
  type EnquiryFormInput,
  type EnquiryFormValues,
} from '@/lib/validation/enquiryForm'
import { ENQUIRY_FIELD_NAMES, type EnquiryFieldName } from '@/lib/validation/enquiryFormData'

/**
 * The client validation of an enquiry form (spec 5 on blur and on submit), loaded by EnquiryForm
 * on the first focus or input so that react-hook-form and zod reach only people who fill a form
 * in. It renders nothing: it checks the inputs the server rendered (useDomFieldValidation.ts) and
 * reports its messages for the form to show.
 */
export function EnquiryFormValidator(props: LazyValidatorProps<EnquiryFieldName>) {
  const typed = useTypedValues<EnquiryFormInput>(props.form, ENQUIRY_FIELD_NAMES)
  const methods = useForm<EnquiryFormInput, unknown, EnquiryFormValues>({
    resolver: zodResolver(enquiryFormSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: typed,
  })
  useDomFieldValidation(methods, ENQUIRY_FIELD_NAMES, props)
  return null
}
