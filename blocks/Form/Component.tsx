import { EnquiryForm } from '@/components/lazyIslands.client'
import { getSiteSettings } from '@/cms/getGlobals'
import { isEnquiryFormKind } from '@/lib/enquiry/formKinds'
import { resolvePageHref } from '@/lib/links/resolveLink'
import type { FormBlock as FormBlockData } from '@/payload-types'

import styles from './styles.module.css'

/** Server component: the form itself is the only client island. */
export async function FormBlock({ block }: { block: FormBlockData }) {
  // A form kind removed from the code but still stored in a page renders nothing.
  if (!isEnquiryFormKind(block.form)) return null
  const settings = await getSiteSettings()
  return (
    <section className={styles.block}>
      <EnquiryForm
        kind={block.form}
        title={block.title ?? undefined}
        label={block.label ?? undefined}
        thankYou={{ title: block.thankYouTitle, text: block.thankYouText }}
        confirmationPath={resolvePageHref(block.confirmationPage) ?? undefined}
        contacts={settings && { phone: settings.phone, email: settings.generalEmail }}
      />
    </section>
  )
}
