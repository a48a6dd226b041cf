import type { EnquirySource } from '@/provider/schemas/sendForm'

import type { EnquiryFormKindConfig } from './formKinds'

/** Spec 5: an empty source is sent as the form's default (OTHER on the contact form). */
export function resolveSource(
  chosen: EnquirySource,
  kind: Pick<EnquiryFormKindConfig, 'emptySource'>,
): EnquirySource {
  return chosen === '' ? kind.emptySource : chosen
}
