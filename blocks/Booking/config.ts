import type { Block } from 'payload'

import { label } from '@/fields/label'

/**
 * The 30-minute consultation booked on the page itself (spec 1, 9): the provider's scheduler
 * once the visitor allows marketing cookies, and always a plain link to the booking page. The
 * booking address is one for the whole site, in the site settings.
 */
export const BookingBlockConfig: Block = {
  slug: 'booking',
  interfaceName: 'BookingBlock',
  labels: {
    singular: label('Rezervace konzultace', 'Consultation booking'),
    plural: label('Rezervace konzultace', 'Consultation bookings'),
  },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      defaultValue: 'Vyberte si termín konzultace',
      label: label('Nadpis', 'Heading'),
    },
    { name: 'text', type: 'textarea', label: label('Text', 'Text') },
    {
      name: 'linkText',
      type: 'text',
      required: true,
      defaultValue: 'Otevřít rezervační kalendář',
      label: label('Text odkazu na rezervační stránku', 'Booking page link text'),
      admin: {
        description: label(
          'Odkaz je vždy vidět; adresa se bere z Nastavení webu → Kontakty a odkazy.',
          'Always shown; the address comes from the site settings.',
        ),
      },
    },
  ],
}
