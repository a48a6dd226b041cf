import { useEffect, useRef, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

import type { FieldMessages, LazyValidatorProps } from './useLazyValidator'

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

export const fieldOf = (form: HTMLFormElement | null, name: string) => {
  const element = form?.elements.namedItem(name)
  return element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
    ? (element as FieldElement)
    : null
}

/** What is already typed in these fields: the validator's starting point (a missing one reads ''). */
export function useTypedValues<Input extends FieldValues>(
  form: LazyValidatorProps<string>['form'],
  names: readonly Path<Input>[],
) {
  const [typed] = useState(
    () =>
      Object.fromEntries(
        names.map((name) => [name, fieldOf(form.current, name)?.value ?? '']),
      ) as Input,
  )
  return typed
}

/**
 * The body of a lazily loaded validator (useLazyValidator.ts): it registers the inputs the form
 * already rendered with the form's react-hook-form (uncontrolled, so nothing typed before it
 * arrived is lost), replays the blurs it missed, hands the form its submit check and reports its
 * messages for the form to show. Until it has checked something, the form's own messages stay.
 */
export function useDomFieldValidation<Input extends FieldValues, Output, Name extends Path<Input>>(
  methods: UseFormReturn<Input, unknown, Output>,
  names: readonly Name[],
  { form, blurredEarly, onErrors, onReady }: LazyValidatorProps<Name>,
) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = methods

  useEffect(() => {
    const detach: Array<() => void> = []
    const replayBlurs: Array<() => void> = []
    for (const name of names) {
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
      if (blurredEarly.current.has(name)) {
        replayBlurs.push(() => void onBlur({ target: element, type: 'blur' }))
      }
    }
    // a field left before the validator arrived counts as left: checked now, then as touched
    replayBlurs.forEach((replay) => replay())
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
  }, [form, names, blurredEarly, register, handleSubmit, onReady])

  const messages: FieldMessages<Name> = {}
  for (const name of names) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message
    if (typeof message === 'string' && message) messages[name] = message
  }
  const reported = JSON.stringify(messages)
  const lastReported = useRef('{}')
  useEffect(() => {
    if (reported === lastReported.current) return
    lastReported.current = reported
    onErrors(JSON.parse(reported) as FieldMessages<Name>)
  }, [reported, onErrors])
}
