import type { Metadata } from 'next'

import { EnquiryForm } from '@/components/forms/EnquiryForm'
import { ConsultationLink } from '@/components/leads/ConsultationLink'
import { ContactFacts } from '@/components/leads/ContactFacts'
import { LeadPage } from '@/components/leads/LeadPage'

// The site shell (menus, footer) comes from the CMS, which `next build` cannot reach: render on
// request. The CMS globals are cached by tag, so this costs no database query.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Kontakt',
  description: 'Napište nám, zavolejte nebo si domluvte konzultaci zdarma.',
}

export default function ContactPage() {
  return (
    <LeadPage
      eyebrow="Kontakt"
      title="Napište nám"
      lead={
        <p>
          Poradíme s elektronickým podpisem, archivem, datovými schránkami i digitalizací HR. Ozveme
          se obvykle do jednoho pracovního dne.
        </p>
      }
      aside={
        <>
          <ContactFacts />
          <h2>Konzultace zdarma</h2>
          <p>30 minut online s odborníkem, který projde vaši situaci a navrhne řešení.</p>
          <ConsultationLink className="button">Chci konzultaci zdarma</ConsultationLink>
        </>
      }
    >
      <EnquiryForm kind="contact" title="Kontaktní formulář" />
    </LeadPage>
  )
}
