import { useCallback, useRef, useState, type ComponentType } from 'react'

import type { EnquiryFieldErrors, EnquiryFieldName } from '@/lib/validation/enquiryFormData'
import type { EnquiryFormValidatorProps, ValidateEnquiry } from './EnquiryFormValidator'

/** A promise plus its resolver: the submit waits for the validator that the first focus loads. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}

/**
 * The client validation of an enquiry form, loaded on demand (EnquiryFormValidator.tsx, with
 * react-hook-form and zod): `load` on the first focus or input, `validator` on submit. Until it
 * is there the form shows the server's messages; fields left before it arrived are remembered
 * so that it checks them at once.
 */
export function useEnquiryValidator() {
  const [Validator, setValidator] = useState<ComponentType<EnquiryFormValidatorProps> | null>(null)
  const validatorModule = useRef<Promise<unknown> | null>(null)
  const validatorReady = useRef(deferred<ValidateEnquiry>())
  /** Fields left before the validator arrived: it checks them as soon as it is there. */
  const blurredEarly = useRef(new Set<EnquiryFieldName>())
  const [clientErrors, setClientErrors] = useState<EnquiryFieldErrors | null>(null)

  const load = () => {
    validatorModule.current ??= import('./EnquiryFormValidator').then(
      (module) => setValidator(() => module.EnquiryFormValidator),
      () => {
        // Offline or a new deployment: the server still validates the post.
        validatorModule.current = null
      },
    )
    return validatorModule.current
  }
  /** The loaded validation, or null when its code could not load (the server validates). */
  const validator = async (): Promise<ValidateEnquiry | null> => {
    await load()
    return validatorModule.current ? await validatorReady.current.promise : null
  }
  const onReady = useCallback(
    (validate: ValidateEnquiry) => validatorReady.current.resolve(validate),
    [],
  )
  const noteBlur = (name: string | null) => {
    if (!Validator && name) blurredEarly.current.add(name as EnquiryFieldName)
  }

  return {
    Validator,
    clientErrors,
    load,
    validator,
    noteBlur,
    props: { blurredEarly, onErrors: setClientErrors, onReady },
  }
}
