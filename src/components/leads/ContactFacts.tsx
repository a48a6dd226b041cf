import { COMPANY_EMAIL, COMPANY_PHONE, COMPANY_PHONE_HREF } from '@/lib/contact'

/** Phone and e-mail, for people who prefer them to a form. */
export function ContactFacts() {
  return (
    <>
      <h2>Raději přímo?</h2>
      <p>
        Telefon: <a href={COMPANY_PHONE_HREF}>{COMPANY_PHONE}</a>
        <br />
        E-mail: <a href={`mailto:${COMPANY_EMAIL}`}>{COMPANY_EMAIL}</a>
      </p>
      <p>Jsme k dispozici v pracovní dny od 8 do 16 hodin.</p>
    </>
  )
}
