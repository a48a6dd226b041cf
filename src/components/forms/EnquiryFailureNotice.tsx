import { phoneHref } from '@/lib/phoneHref'

/** Where a visitor can turn when a form cannot be sent (site settings, via the form block). */
export type EnquiryContacts = { phone: string; email: string }

/**
 * What a visitor reads when neither the lead store nor the provider took the enquiry (the
 * database and the provider both down): the values stay in the form, and the phone and e-mail of
 * the site settings offer another way.
 */
export function EnquiryFailureNotice({
  className,
  contacts,
}: {
  className?: string
  contacts?: EnquiryContacts | null
}) {
  return (
    <div className={className} role="alert">
      <strong>Formulář se nepodařilo odeslat.</strong> Vyplněné údaje zůstaly zachované, zkuste to
      prosím za chvíli znovu.
      {contacts ? (
        <>
          {' '}
          Nebo se nám ozvěte přímo: zavolejte na{' '}
          <a href={phoneHref(contacts.phone)}>{contacts.phone}</a> nebo napište na{' '}
          <a href={`mailto:${contacts.email}`}>{contacts.email}</a>.
        </>
      ) : null}
    </div>
  )
}
