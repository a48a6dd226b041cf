import type { Metadata } from 'next'

import { ConsultationBooking } from '@/components/leads/ConsultationBooking'
import { ContactFacts } from '@/components/leads/ContactFacts'
import { LeadPage } from '@/components/leads/LeadPage'

// The site shell (menus, footer) comes from the CMS, which `next build` cannot reach: render on
// request. The CMS globals are cached by tag, so this costs no database query.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Konzultace zdarma',
  description: '30minutová online konzultace zdarma: digitalizace dokumentů, podpisů a HR.',
}

export default function ConsultationPage() {
  return (
    <LeadPage
      eyebrow="Konzultace zdarma"
      title="30 minut online s odborníkem"
      lead={
        <p>
          Nezávazně probereme, jak ve vaší organizaci zjednodušit podepisování, archivaci a oběh
          dokumentů. Konzultace je zdarma a trvá 30 minut.
        </p>
      }
      aside={<ContactFacts />}
    >
      <ConsultationBooking />
    </LeadPage>
  )
}
