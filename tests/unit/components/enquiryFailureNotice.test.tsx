import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { EnquiryFailureNotice } from '@/components/forms/EnquiryFailureNotice'

/**
 * The notice of a form nobody took (database and provider both down; the server answer is
 * checked by tests/int/enquiryWithoutDatabase.test.ts): it offers the site settings' contacts.
 */
describe('EnquiryFailureNotice', () => {
  it('offers the phone and e-mail of the site settings as links', () => {
    const html = renderToStaticMarkup(
      <EnquiryFailureNotice
        contacts={{ phone: '+420 222 011 602', email: 'info@software602.cz' }}
      />,
    )
    expect(html).toContain('role="alert"')
    expect(html).toContain('Formulář se nepodařilo odeslat.')
    expect(html).toContain('<a href="tel:+420222011602">+420 222 011 602</a>')
    expect(html).toContain('<a href="mailto:info@software602.cz">info@software602.cz</a>')
  })

  it('still says what happened without contacts', () => {
    const html = renderToStaticMarkup(<EnquiryFailureNotice contacts={null} />)
    expect(html).toContain('Vyplněné údaje zůstaly zachované')
    expect(html).not.toContain('<a ')
  })
})
