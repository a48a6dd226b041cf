import type { Block } from 'payload'

import { ENQUIRY_FORM_KIND_NAMES, type EnquiryFormKind } from '../../src/leads/enquiry/formKinds'
import { label } from '@/fields/label'

const KIND_LABELS: Record<EnquiryFormKind, string> = {
  contact: 'Kontaktní formulář',
  pricing: 'Poptávka ceníku',
  trial: 'Zkušební verze zdarma na 30 dní',
  consultation: 'Konzultace zdarma',
  event: 'Registrace na událost',
  golf: 'Registrace na noční golf',
  hrConference: 'Registrace na konferenci Digitalizace HR',
  sunsetParty: 'Registrace na Sunset party 2025',
}

/**
 * A marketer places any enquiry or registration form on a page, with its own label, thank-you copy
 * and, optionally, a confirmation page to open after sending.
 */
export const FormBlockConfig: Block = {
  slug: 'form',
  interfaceName: 'FormBlock',
  labels: {
    singular: label('Formulář', 'Form'),
    plural: label('Formuláře', 'Forms'),
  },
  fields: [
    {
      name: 'form',
      type: 'select',
      required: true,
      defaultValue: 'contact',
      label: label('Formulář', 'Form'),
      options: ENQUIRY_FORM_KIND_NAMES.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
    },
    {
      name: 'title',
      type: 'text',
      label: label('Nadpis nad formulářem', 'Heading'),
    },
    {
      name: 'label',
      type: 'text',
      // handleEnquiry.ts refuses a longer label (it travels in every lead's location)
      maxLength: 200,
      label: label('Označení formuláře', 'Form label'),
      admin: {
        description: label(
          'Posílá se s každou poptávkou (pole location), aby obchod věděl, odkud přišla. Prázdné = výchozí název formuláře.',
          'Sent with every enquiry (location). Empty = the form’s default name.',
        ),
      },
    },
    {
      name: 'thankYouTitle',
      type: 'text',
      required: true,
      defaultValue: 'Děkujeme',
      label: label('Poděkování: nadpis', 'Thank-you heading'),
    },
    {
      name: 'thankYouText',
      type: 'textarea',
      required: true,
      defaultValue: 'Ozveme se vám co nejdříve, obvykle do jednoho pracovního dne.',
      label: label('Poděkování: text', 'Thank-you text'),
      admin: {
        description: label(
          'Zobrazí se místo formuláře po odeslání. {email} se nahradí adresou, kterou návštěvník vyplnil.',
          'Replaces the form after sending. {email} becomes the address the visitor gave.',
        ),
      },
    },
    {
      name: 'confirmationPage',
      type: 'relationship',
      relationTo: 'pages',
      label: label('Potvrzovací stránka (nepovinná)', 'Confirmation page (optional)'),
      admin: {
        description: label(
          'Vybraná stránka se po odeslání otevře místo poděkování ve formuláři.',
          'Opened after sending instead of the thank-you in place.',
        ),
      },
    },
  ],
}
