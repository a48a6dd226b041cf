import { useCallback, useRef, useState, type ComponentType, type RefObject } from 'react'

/** Resolves true when the form may be sent; otherwise shows the messages and focuses the first. */
export type ValidateForm = () => Promise<boolean>

/** The message of each field that failed, one per field. */
export type FieldMessages<Name extends string> = Partial<Record<Name, string>>

/** What a lazily loaded validator component is given (see useDomFieldValidation.ts). */
export type LazyValidatorProps<Name extends string> = {
  form: RefObject<HTMLFormElement | null>
  /** Fields left before the validator arrived: it checks them as soon as it is there. */
  blurredEarly: RefObject<Set<Name>>
  onErrors: (errors: FieldMessages<Name>) => void
  onReady: (validate: ValidateForm) => void
}

/** A promise plus its resolver: the submit waits for the validator that the first focus loads. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}

/**
 * The client validation of a form, loaded on demand so that react-hook-form and zod reach only
 * people who fill the form in: `load` on the first interaction, `validator` on submit (it waits
 * for the code, so a submit sent before it arrived is still checked). `importValidator` is the
 * form's own `import()` of its validator component. Fields left before it arrived are
 * remembered so that it checks them at once.
 */
export function useLazyValidator<Name extends string>(
  importValidator: () => Promise<ComponentType<LazyValidatorProps<Name>>>,
) {
  const [Validator, setValidator] = useState<ComponentType<LazyValidatorProps<Name>> | null>(null)
  const validatorModule = useRef<Promise<unknown> | null>(null)
  const validatorReady = useRef(deferred<ValidateForm>())
  const blurredEarly = useRef(new Set<Name>())
  const [clientErrors, setClientErrors] = useState<FieldMessages<Name> | null>(null)

  const load = () => {
    validatorModule.current ??= importValidator().then(
      (component) => setValidator(() => component),
      () => {
        // Offline or a new deployment: the next interaction tries again.
        validatorModule.current = null
      },
    )
    return validatorModule.current
  }
  /** The loaded validation, or null when its code could not load. */
  const validator = async (): Promise<ValidateForm | null> => {
    await load()
    return validatorModule.current ? await validatorReady.current.promise : null
  }
  const onReady = useCallback(
    (validate: ValidateForm) => validatorReady.current.resolve(validate),
    [],
  )
  const noteBlur = (name: string | null) => {
    if (!Validator && name) blurredEarly.current.add(name as Name)
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
