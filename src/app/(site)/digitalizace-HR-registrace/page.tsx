import type { Metadata } from 'next'

import { EnquiryForm } from '@/components/forms/EnquiryForm'
import { LeadPage } from '@/components/leads/LeadPage'

// The site shell (menus, footer) comes from the CMS, which `next build` cannot reach: render on
// request. The CMS globals are cached by tag, so this costs no database query.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Konference Digitalizace HR',
  description:
    'Bezplatná konference o digitalizaci HR 23. května v Praze: elektronické podpisy pracovních smluv, osobní složka zaměstnance a archivace.',
}

export default function RegistrationPage() {
  return (
    <LeadPage
      eyebrow="Konference"
      title="Konference Digitalizace HR"
      lead={
        <p>
          Bezplatná konference o digitalizaci HR 23. května v Praze: elektronické podpisy pracovních
          smluv, osobní složka zaměstnance a archivace.
        </p>
      }
      aside={
        <>
          <h2>Podrobnosti</h2>
          <ul>
            <li>23. května, Praha</li>
            <li>vstup zdarma po registraci</li>
            <li>potvrzení přijde na zadaný e-mail</li>
          </ul>
        </>
      }
    >
      <EnquiryForm kind="hrConference" title="Registrační formulář" />
    </LeadPage>
  )
}
