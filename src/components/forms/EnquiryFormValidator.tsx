'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { useForm } from 'react-hook-form'

import {
  enquiryFormSchema,
  type EnquiryFormInput,
  type EnquiryFormValues,
} from '@/lib/validation/enquiryForm'
import {
  ENQUIRY_FIELD_NAMES,
  type EnquiryFieldErrors,
  type EnquiryFieldName,
} from '@/lib/validation/enquiryFormData'

/** Resolves true when the form may be sent; otherwise shows the messages and focuses the first. */
export type ValidateEnquiry = () => Promise<boolean>

export type EnquiryFormValidatorProps = {
  form: RefObject<HTMLFormElement | null>
  blurredEarly: RefObject<Set<EnquiryFieldName>>
  onErrors: (errors: EnquiryFieldErrors) => void
  onReady: (validate: ValidateEnquiry) => void
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const fieldOf = (form: HTMLFormElement | null, name: EnquiryFieldName) => {
  const element = form?.elements.namedItem(name)
  return element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
    ? (element as FieldElement)
    : null
}

/**
 * The client validation of an enquiry form (spec 5 on blur and on submit), loaded by EnquiryForm
 * on the first focus or input so that react-hook-form and zod reach only people who fill a form
 * in. It renders nothing: it registers the inputs the server rendered (uncontrolled, so nothing
 * typed before it arrived is lost) and reports its messages for the form to show.
 */
export function EnquiryFormValidator({
  form,
  blurredEarly,
  onErrors,
  onReady,
}: EnquiryFormValidatorProps) {
  // What is already typed is the starting point (a field the form does not show reads as '').
  const [typed] = useState(
    () =>
      Object.fromEntries(
        ENQUIRY_FIELD_NAMES.map((name) => [name, fieldOf(form.current, name)?.value ?? '']),
      ) as EnquiryFormInput,
  )
  const {
    register,
    trigger,
    handleSubmit,
    formState: { errors },
  } = useForm<EnquiryFormInput, unknown, EnquiryFormValues>({
    resolver: zodResolver(enquiryFormSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: typed,
  })

  useEffect(() => {
    const detach: Array<() => void> = []
    for (const name of ENQUIRY_FIELD_NAMES) {
      const element = fieldOf(form.current, name)
      if (!element) continue
      const { ref, onChange, onBlur } = register(name)
      ref(element)
      // react-hook-form reads `target` and `type` of the events it is handed.
      const change = (event: Event) => void onChange({ target: event.target, type: event.type })
      const blur = (event: Event) => void onBlur({ target: event.target, type: event.type })
      element.addEventListener('input', change)
      element.addEventListener('blur', blur)
      detach.push(() => {
        element.removeEventListener('input', change)
        element.removeEventListener('blur', blur)
      })
    }
    const early = [...blurredEarly.current]
    if (early.length > 0) void trigger(early)
    onReady(
      () =>
        new Promise<boolean>((resolve) => {
          void handleSubmit(
            () => resolve(true),
            () => resolve(false),
          )()
        }),
    )
    return () => detach.forEach((undo) => undo())
  }, [form, blurredEarly, register, trigger, handleSubmit, onReady])

  const messages: EnquiryFieldErrors = {}
  for (const name of ENQUIRY_FIELD_NAMES) {
    const message = errors[name]?.message
    if (message) messages[name] = message
  }
  const reported = JSON.stringify(messages)
  // Until it has checked something, the messages the server answered with stay.
  const lastReported = useRef('{}')
  useEffect(() => {
    if (reported === lastReported.current) return
    lastReported.current = reported
    onErrors(JSON.parse(reported) as EnquiryFieldErrors)
  }, [reported, onErrors])

  return null
}
