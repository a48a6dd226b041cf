import type { EnquirySource } from '@/provider/schemas/sendForm'

/**
 * Every enquiry form of the site. They share one schema and one send call; they differ in the
 * analytics name, the default label (part of `location`) and the optional source field; what a
 * successful send shows (a thank-you or a confirmation page) is set on the page's form block.
 */
export type EnquiryFormKindConfig = {
  /** Analytics `form` event name. */
  formName: string
  /** Default form label, sent inside `location`; a CMS form block may override it. */
  label: string
  showSource: boolean
  /** Spec 5: the contact form sends OTHER when the source is left empty. */
  emptySource: EnquirySource
  textLabel: string
  /** Registrations have no message field: this text is sent instead. */
  fixedText?: string
  submitText: string
}

export const ENQUIRY_FORM_KINDS = {
  contact: {
    formName: 'contact',
    label: 'Kontaktní formulář',
    showSource: true,
    emptySource: 'OTHER',
    textLabel: 'Vaše zpráva',
    submitText: 'Odeslat zprávu',
  },
  pricing: {
    formName: 'pricing',
    label: 'Poptávka ceníku',
    showSource: true,
    emptySource: '',
    textLabel: 'Co potřebujete vyřešit',
    submitText: 'Poptat cenovou nabídku',
  },
  trial: {
    formName: 'free-trial',
    label: 'Zkušební verze zdarma na 30 dní',
    showSource: true,
    emptySource: '',
    textLabel: 'Název organizace a k čemu chcete aplikaci používat',
    submitText: 'Vyzkoušet 30 dní zdarma',
  },
  consultation: {
    formName: 'consultation',
    label: 'Konzultace zdarma',
    showSource: false,
    emptySource: '',
    textLabel: 'O čem si chcete promluvit a kdy se vám to hodí',
    submitText: 'Rezervovat konzultaci',
  },
  event: {
    formName: 'event-registration',
    label: 'Registrace na událost',
    showSource: false,
    emptySource: '',
    textLabel: 'Poznámka',
    fixedText: 'Registrace na událost',
    submitText: 'Zaregistrovat se',
  },
  golf: {
    formName: 'night-golf-registration',
    label: 'Registrace na noční golf',
    showSource: false,
    emptySource: '',
    textLabel: 'Poznámka',
    fixedText: 'Registrace na noční golf',
    submitText: 'Zaregistrovat se',
  },
  hrConference: {
    formName: 'hr-conference-registration',
    label: 'Registrace na konferenci Digitalizace HR',
    showSource: false,
    emptySource: '',
    textLabel: 'Poznámka',
    fixedText: 'Registrace na konferenci Digitalizace HR',
    submitText: 'Zaregistrovat se zdarma',
  },
  sunsetParty: {
    formName: 'sunset-party-registration',
    label: 'Registrace na Sunset party 2025',
    showSource: false,
    emptySource: '',
    textLabel: 'Poznámka',
    fixedText: 'Registrace na Sunset party 2025',
    submitText: 'Zaregistrovat se',
  },
} as const satisfies Record<string, EnquiryFormKindConfig>

export type EnquiryFormKind = keyof typeof ENQUIRY_FORM_KINDS

export const ENQUIRY_FORM_KIND_NAMES = Object.keys(ENQUIRY_FORM_KINDS) as EnquiryFormKind[]

export function isEnquiryFormKind(value: string): value is EnquiryFormKind {
  return Object.hasOwn(ENQUIRY_FORM_KINDS, value)
}
