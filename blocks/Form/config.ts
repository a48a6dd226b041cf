import type { Block } from 'payload'

import { ENQUIRY_FORM_KIND_NAMES, type EnquiryFormKind } from '../../src/lib/enquiry/formKinds'

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
    singular: { cs: 'Formulář', en: 'Form' },
    plural: { cs: 'Formuláře', en: 'Forms' },
  },
  fields: [
    {
      name: 'form',
      type: 'select',
      required: true,
      defaultValue: 'contact',
      label: { cs: 'Formulář', en: 'Form' },
      options: ENQUIRY_FORM_KIND_NAMES.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
    },
    {
      name: 'title',
      type: 'text',
      label: { cs: 'Nadpis nad formulářem', en: 'Heading' },
    },
    {
      name: 'label',
      type: 'text',
      label: { cs: 'Označení formuláře', en: 'Form label' },
      admin: {
        description: {
          cs: 'Posílá se s každou poptávkou (pole location), aby obchod věděl, odkud přišla. Prázdné = výchozí název formuláře.',
          en: 'Sent with every enquiry (location). Empty = the form’s default name.',
        },
      },
    },
    {
      name: 'thankYouTitle',
      type: 'text',
      required: true,
      defaultValue: 'Děkujeme',
      label: { cs: 'Poděkování: nadpis', en: 'Thank-you heading' },
    },
    {
      name: 'thankYouText',
      type: 'textarea',
      required: true,
      defaultValue: 'Ozveme se vám co nejdříve, obvykle do jednoho pracovního dne.',
      label: { cs: 'Poděkování: text', en: 'Thank-you text' },
      admin: {
        description: {
          cs: 'Zobrazí se místo formuláře po odeslání. {email} se nahradí adresou, kterou návštěvník vyplnil.',
          en: 'Replaces the form after sending. {email} becomes the address the visitor gave.',
        },
      },
    },
    {
      name: 'confirmationPage',
      type: 'relationship',
      relationTo: 'pages',
      label: { cs: 'Potvrzovací stránka (nepovinná)', en: 'Confirmation page (optional)' },
      admin: {
        description: {
          cs: 'Vybraná stránka se po odeslání otevře místo poděkování ve formuláři.',
          en: 'Opened after sending instead of the thank-you in place.',
        },
      },
    },
  ],
}
