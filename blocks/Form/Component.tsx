import { EnquiryForm } from '@/components/lazyIslands.client'
import { getSiteSettings } from '@/cms/getGlobals'
import { isEnquiryFormKind } from '@/leads/enquiry/formKinds'
import { resolvePageHref } from '@/lib/links/resolveLink'
import type { FormBlock as FormBlockData } from '@/payload-types'

import styles from './styles.module.css'

/** Server component: the form itself is the only client island. */
export async function FormBlock({ block, pagePath }: { block: FormBlockData; pagePath: string }) {
  // A form kind removed from the code but still stored in a page renders nothing.
  if (!isEnquiryFormKind(block.form)) return null
  const settings = await getSiteSettings()
  return (
    <section className={styles.block}>
      <EnquiryForm
        kind={block.form}
        title={block.title ?? undefined}
        // The server reads this block's label from the CMS by these (enquiryOrigin.ts).
        origin={{ page: pagePath, block: block.id ?? '' }}
        thankYou={{ title: block.thankYouTitle, text: block.thankYouText }}
        confirmationPath={resolvePageHref(block.confirmationPage) ?? undefined}
        contacts={settings && { phone: settings.phone, email: settings.generalEmail }}
      />
    </section>
  )
}
