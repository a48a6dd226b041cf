import type { Metadata } from 'next'

import { ConsultationLink } from '@/components/leads/ConsultationLink'
import { ContactFacts } from '@/components/leads/ContactFacts'
import { LeadPage } from '@/components/leads/LeadPage'
import { PricingEnquiry } from '@/components/leads/PricingEnquiry'

// The site shell (menus, footer) comes from the CMS, which `next build` cannot reach: render on
// request. The CMS globals are cached by tag, so this costs no database query.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Ceník aplikace SOFA',
  description:
    'Cenová nabídka aplikace SOFA na míru vaší organizaci a zkušební verze zdarma na 30 dní.',
}

export default function PriceListPage() {
  return (
    <LeadPage
      eyebrow="Ceník"
      title="Ceník aplikace SOFA"
      lead={
        <p>
          Cena závisí na počtu uživatelů, modulech a způsobu provozu. Pošleme vám nabídku na míru,
          nebo si aplikaci rovnou vyzkoušejte 30 dní zdarma.
        </p>
      }
      aside={
        <>
          <h2>Co dostanete</h2>
          <ul>
            <li>nabídku podle velikosti organizace a potřebných modulů</li>
            <li>zkušební verzi na 30 dní zdarma, bez závazků</li>
            <li>aktivační odkaz e-mailem hned po odeslání</li>
          </ul>
          <ContactFacts />
          <ConsultationLink className="button">Konzultace zdarma</ConsultationLink>
        </>
      }
    >
      <PricingEnquiry />
    </LeadPage>
  )
}
