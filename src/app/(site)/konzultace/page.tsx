import type { Metadata } from 'next'

import { ConsultationBooking } from '@/components/leads/ConsultationBooking'
import { ContactFacts } from '@/components/leads/ContactFacts'
import { LeadPage } from '@/components/leads/LeadPage'

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
