import { getEnquiryFormBlock } from '@/cms/getEnquiryFormBlock'

import {
  ENQUIRY_FORM_KINDS,
  type EnquiryFormKind,
  isEnquiryFormKind,
} from '@/leads/enquiry/formKinds'

export type EnquiryOrigin = {
  kind: EnquiryFormKind
  /** The form's label as the CMS block sets it (or the kind's default), part of `location`. */
  label: string
  /** The page's path on this site, as the CMS has it (`/` when the page is not published). */
  pagePath: string
}

/**
 * Where an enquiry came from, from trusted data only (spec 3: `location` is the form's label,
 * the site's origin and the page's path). The form posts the path of its page and the id of its
 * block; they only choose which published block to read, and the label, the form kind and the
 * path come from the CMS, never from the post or its `Referer`. A block gone since the page was
 * loaded (edited meanwhile, or a draft preview) still sends the enquiry, under its kind's
 * default label on its page (on `/` when the page is gone too): a lead is never lost to an edit.
 */
export async function enquiryOrigin(
  postedKind: EnquiryFormKind,
  { page, block }: { page: string; block: string },
): Promise<EnquiryOrigin> {
  const found = page === '' ? null : await getEnquiryFormBlock(page, block)
  const kind = found?.block && isEnquiryFormKind(found.block.form) ? found.block.form : postedKind
  return {
    kind,
    label: (found?.block?.label ?? '').trim() || ENQUIRY_FORM_KINDS[kind].label,
    pagePath: found?.pageUrl ?? '/',
  }
}
