import type { Metadata } from 'next'

import { EnquiryForm } from '@/components/forms/EnquiryForm'
import { LeadPage } from '@/components/leads/LeadPage'

// The site shell (menus, footer) comes from the CMS, which `next build` cannot reach: render on
// request. The CMS globals are cached by tag, so this costs no database query.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Registrace na událost',
  description: 'Zaregistrujte se na naši akci. Potvrzení a podrobnosti pošleme e-mailem.',
}

export default function RegistrationPage() {
  return (
    <LeadPage
      eyebrow="Události"
      title="Registrace na událost"
      lead={<p>Zaregistrujte se na naši akci. Potvrzení a podrobnosti pošleme e-mailem.</p>}
      aside={
        <>
          <h2>Podrobnosti</h2>
          <ul>
            <li>účast je zdarma</li>
            <li>potvrzení přijde na zadaný e-mail</li>
            <li>registraci můžete kdykoli zrušit odpovědí na potvrzení</li>
          </ul>
        </>
      }
    >
      <EnquiryForm kind="event" title="Registrační formulář" />
    </LeadPage>
  )
}
