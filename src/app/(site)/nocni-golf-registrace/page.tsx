import type { Metadata } from 'next'

import { EnquiryForm } from '@/components/forms/EnquiryForm'
import { LeadPage } from '@/components/leads/LeadPage'

// The site shell (menus, footer) comes from the CMS, which `next build` cannot reach: render on
// request. The CMS globals are cached by tag, so this costs no database query.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Registrace na noční golf',
  description: 'Golf pod hvězdami s kolegy z oboru a neformální povídání o digitalizaci.',
}

export default function RegistrationPage() {
  return (
    <LeadPage
      eyebrow="Večerní golf"
      title="Registrace na noční golf"
      lead={<p>Golf pod hvězdami s kolegy z oboru a neformální povídání o digitalizaci.</p>}
      aside={
        <>
          <h2>Podrobnosti</h2>
          <ul>
            <li>vybavení zapůjčíme, zkušenosti nejsou potřeba</li>
            <li>počet míst je omezený</li>
            <li>potvrzení přijde na zadaný e-mail</li>
          </ul>
        </>
      }
    >
      <EnquiryForm kind="golf" title="Registrační formulář" />
    </LeadPage>
  )
}
