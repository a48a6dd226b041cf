import { EnquiryForm } from '@/components/lazyIslands.client'
import { getSiteSettings } from '@/lib/cms/getGlobals'
import { isEnquiryFormKind } from '@/lib/enquiry/formKinds'
import type { FormBlock as FormBlockProps } from '@/payload-types'

import styles from './Component.module.css'

/** Server component: the form itself is the only client island. */
export async function FormBlock({ form, title, label }: FormBlockProps) {
  // A form kind removed from the code but still stored in a page renders nothing.
  if (!isEnquiryFormKind(form)) return null
  const settings = await getSiteSettings()
  return (
    <section className={styles.block}>
      <EnquiryForm
        kind={form}
        title={title ?? undefined}
        label={label ?? undefined}
        contacts={settings && { phone: settings.phone, email: settings.generalEmail }}
      />
    </section>
  )
}
