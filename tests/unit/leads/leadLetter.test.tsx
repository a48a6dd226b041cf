import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { LeadDeliveryDetails } from '@/components/admin/leads/LeadDeliveryDetails'
import { LeadLetter } from '@/components/admin/leads/LeadLetter'

const lead = {
  email: 'radim.vesely@example.cz',
  phone: '+420 777 123 456',
  text: 'Dobrý den,\nkolik stojí 50 licencí pro Veselý a syn s.r.o.?',
  source: 'SOCIALS',
  location: 'Poptávka ceníku | https://www.example.cz/sofa-tarify',
  pagePath: '/sofa-tarify',
  createdAt: '2026-12-07T09:14:00.000Z',
  erasedAt: null,
  status: 'delivered' as const,
  attempts: 1,
  deliveredAt: '2026-12-07T09:15:00.000Z',
}

/** A lead's detail in the admin, read as a document (collections/Leads `letter`). */
describe('LeadLetter', () => {
  it('links the e-mail and phone, and says where the lead is in words', () => {
    const html = renderToStaticMarkup(<LeadLetter lead={lead} />)
    expect(html).toContain('href="mailto:radim.vesely@example.cz"')
    expect(html).toContain('href="tel:+420777123456"')
    expect(html).toContain('Doručeno 7. 12. 2026 10:15')
    expect(html).toContain('Poptávka ceníku')
    expect(html).toContain('/sofa-tarify')
    expect(html).toContain('7. 12. 2026 10:14')
    expect(html).toContain('Sociální sítě')
    expect(html).toContain('Dobrý den,\nkolik stojí 50 licencí')
    // text, not form controls
    expect(html).not.toMatch(/<(input|textarea|select)\b/)
    expect(html).not.toMatch(/disabled/)
  })

  it('shows no contacts or message once the personal data is erased', () => {
    const html = renderToStaticMarkup(
      <LeadLetter
        lead={{
          ...lead,
          email: null,
          phone: null,
          text: null,
          source: null,
          erasedAt: '2027-01-07T09:15:00.000Z',
        }}
      />,
    )
    expect(html).not.toContain('mailto:')
    expect(html).not.toContain('tel:')
    expect(html).toContain('Kontakty a zpráva návštěvníka už byly smazány.')
    expect(html).toContain('Doručeno 7. 12. 2026 10:15')
  })
})

describe('LeadDeliveryDetails', () => {
  it('lists the delivery key, attempts and last error as text, unknown ones as a dash', () => {
    const html = renderToStaticMarkup(
      <LeadDeliveryDetails
        lead={{
          deliveryId: '6f1c2f0e-3c1a-4d7e-9a55-0d6f1f1f0b2a',
          attempts: 3,
          lastError: 'Poskytovatel neodpověděl včas',
          nextAttemptAt: null,
        }}
      />,
    )
    expect(html).toContain('6f1c2f0e-3c1a-4d7e-9a55-0d6f1f1f0b2a')
    expect(html).toMatch(/Počet pokusů o doručení<\/dt><dd[^>]*>3</)
    expect(html).toMatch(/Další pokus<\/dt><dd[^>]*>—</)
    expect(html).toContain('Poskytovatel neodpověděl včas')
    expect(html).not.toMatch(/Idempotency|HTTP|<input/)
  })
})
