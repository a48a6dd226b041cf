import type { Metadata } from 'next'

import { EnquiryForm } from '@/components/forms/EnquiryForm'
import { LeadPage } from '@/components/leads/LeadPage'

// The site shell (menus, footer) comes from the CMS, which `next build` cannot reach: render on
// request. The CMS globals are cached by tag, so this costs no database query.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Registrace na Sunset party 2025',
  description:
    'Letní večer s klienty a partnery. Zaregistrujte se a my vám pošleme pozvánku s podrobnostmi.',
}

export default function RegistrationPage() {
  return (
    <LeadPage
      eyebrow="Sunset party 2025"
      title="Registrace na Sunset party 2025"
      lead={
        <p>
          Letní večer s klienty a partnery. Zaregistrujte se a my vám pošleme pozvánku s
          podrobnostmi.
        </p>
      }
      aside={
        <>
          <h2>Podrobnosti</h2>
          <ul>
            <li>účast je zdarma pro klienty a partnery</li>
            <li>pozvánka přijde na zadaný e-mail</li>
          </ul>
        </>
      }
    >
      <EnquiryForm kind="sunsetParty" title="Registrační formulář" />
    </LeadPage>
  )
}
