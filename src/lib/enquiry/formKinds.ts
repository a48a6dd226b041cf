import type { EnquirySource } from '@/provider'

/**
 * Every enquiry form of the site. They share one schema and one send call; they differ in the
 * analytics name, the default label (part of `location`), the optional source field and where a
 * successful send ends (a thank-you in place, or a confirmation page).
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
  /** A confirmation route replaces the in-place thank-you. */
  confirmationPath?: string
  thankYouTitle: string
  /** `{email}` is replaced by the address the visitor gave. */
  thankYouText: string
}

export const ENQUIRY_FORM_KINDS = {
  contact: {
    formName: 'contact',
    label: 'Kontaktní formulář',
    showSource: true,
    emptySource: 'OTHER',
    textLabel: 'Vaše zpráva',
    submitText: 'Odeslat zprávu',
    thankYouTitle: 'Děkujeme za zprávu',
    thankYouText: 'Ozveme se vám co nejdříve, obvykle do jednoho pracovního dne.',
  },
  pricing: {
    formName: 'pricing',
    label: 'Poptávka ceníku',
    showSource: true,
    emptySource: '',
    textLabel: 'Co potřebujete vyřešit',
    submitText: 'Poptat cenovou nabídku',
    thankYouTitle: 'Děkujeme za poptávku',
    thankYouText: 'Připravíme pro vás nabídku na míru a pošleme ji na {email}.',
  },
  trial: {
    formName: 'free-trial',
    label: 'Zkušební verze zdarma na 30 dní',
    showSource: true,
    emptySource: '',
    textLabel: 'Název organizace a k čemu chcete aplikaci používat',
    submitText: 'Vyzkoušet 30 dní zdarma',
    thankYouTitle: 'Zkušební verze je na cestě',
    thankYouText:
      'Na adresu {email} jsme poslali aktivační odkaz. Po aktivaci můžete aplikaci 30 dní používat zdarma.',
  },
  consultation: {
    formName: 'consultation',
    label: 'Konzultace zdarma',
    showSource: false,
    emptySource: '',
    textLabel: 'O čem si chcete promluvit a kdy se vám to hodí',
    submitText: 'Rezervovat konzultaci',
    confirmationPath: '/potvrzeni-rezervace',
    thankYouTitle: 'Děkujeme, konzultaci jsme zarezervovali',
    thankYouText: 'Potvrzení a odkaz na online schůzku pošleme na {email}.',
  },
  event: {
    formName: 'event-registration',
    label: 'Registrace na událost',
    showSource: false,
    emptySource: '',
    textLabel: 'Poznámka',
    fixedText: 'Registrace na událost',
    submitText: 'Zaregistrovat se',
    confirmationPath: '/potvrzeni-registrace-na-konferenci',
    thankYouTitle: 'Registrace je hotová',
    thankYouText: 'Potvrzení jsme poslali na {email}.',
  },
  golf: {
    formName: 'night-golf-registration',
    label: 'Registrace na noční golf',
    showSource: false,
    emptySource: '',
    textLabel: 'Poznámka',
    fixedText: 'Registrace na noční golf',
    submitText: 'Zaregistrovat se',
    confirmationPath: '/potvrzeni-obecne',
    thankYouTitle: 'Registrace je hotová',
    thankYouText: 'Potvrzení jsme poslali na {email}.',
  },
  hrConference: {
    formName: 'hr-conference-registration',
    label: 'Registrace na konferenci Digitalizace HR',
    showSource: false,
    emptySource: '',
    textLabel: 'Poznámka',
    fixedText: 'Registrace na konferenci Digitalizace HR',
    submitText: 'Zaregistrovat se zdarma',
    confirmationPath: '/potvrzeni-registrace-na-konferenci',
    thankYouTitle: 'Registrace je hotová',
    thankYouText: 'Potvrzení jsme poslali na {email}.',
  },
  sunsetParty: {
    formName: 'sunset-party-registration',
    label: 'Registrace na Sunset party 2025',
    showSource: false,
    emptySource: '',
    textLabel: 'Poznámka',
    fixedText: 'Registrace na Sunset party 2025',
    submitText: 'Zaregistrovat se',
    confirmationPath: '/potvrzeni',
    thankYouTitle: 'Registrace je hotová',
    thankYouText: 'Potvrzení jsme poslali na {email}.',
  },
} as const satisfies Record<string, EnquiryFormKindConfig>

export type EnquiryFormKind = keyof typeof ENQUIRY_FORM_KINDS

export const ENQUIRY_FORM_KIND_NAMES = Object.keys(ENQUIRY_FORM_KINDS) as EnquiryFormKind[]

export function isEnquiryFormKind(value: string): value is EnquiryFormKind {
  return Object.hasOwn(ENQUIRY_FORM_KINDS, value)
}
