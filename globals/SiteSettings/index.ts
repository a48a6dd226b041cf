import type { GlobalConfig, TextFieldSingleValidation } from 'payload'

import { isStaff } from '@/access/isStaff'
import { label } from '@/fields/label'
import { rowsField } from '@/fields/rowsField'

import { bookingOrigins } from '../../src/lib/security/thirdPartyOrigins'
import { revalidateSiteSettings } from './hooks/revalidateSiteSettings'

export const socialNetworks = [
  { label: 'LinkedIn', value: 'linkedin' },
  { label: 'Facebook', value: 'facebook' },
  { label: 'YouTube', value: 'youtube' },
  { label: 'Instagram', value: 'instagram' },
  { label: 'X', value: 'x' },
] as const

const httpsUrl: TextFieldSingleValidation = (value) =>
  /^https:\/\/\S+$/.test(value ?? '') ? true : 'Zadejte adresu začínající https://.'

/** Only the booking provider's pages: its scheduler is framed, and the CSP allows no other. */
const bookingUrl: TextFieldSingleValidation = (value) => {
  try {
    const url = new URL(value ?? '')
    return bookingOrigins.includes(url.origin) && url.pathname.length > 1
      ? true
      : `Zadejte adresu rezervační stránky na ${bookingOrigins.join(', ')}.`
  } catch {
    return 'Zadejte adresu začínající https://.'
  }
}

const email = (name: string, fieldLabel: { cs: string; en: string }) =>
  ({ name, type: 'email', required: true, label: fieldLabel }) as const

/**
 * The company's contacts and the addresses of its other services, in one place: the footer,
 * forms, career and press pages and homepage blocks read them from here. No drafts: a saved
 * change is what visitors see.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: label('Kontakty a odkazy', 'Contacts and links'),
  admin: { group: label('Nastavení webu', 'Site settings') },
  access: { read: () => true, update: isStaff },
  hooks: { afterChange: [revalidateSiteSettings] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: label('Kontakty', 'Contacts'),
          fields: [
            {
              name: 'phone',
              type: 'text',
              required: true,
              label: label('Telefon', 'Phone'),
              admin: { description: label('Např. +420 222 011 602.', 'E.g. +420 222 011 602.') },
              validate: (value: string | null | undefined) =>
                /^\+?[\d ]{9,20}$/.test(value ?? '') || 'Jen číslice, mezery a úvodní +.',
            },
            {
              type: 'row',
              fields: [
                email('generalEmail', label('Obecný e-mail', 'General e-mail')),
                email('salesEmail', label('E-mail obchodu', 'Sales e-mail')),
              ],
            },
            {
              type: 'row',
              fields: [
                email('mediaEmail', label('E-mail pro média', 'Media e-mail')),
                email('careersEmail', label('E-mail pro uchazeče o práci', 'Careers e-mail')),
              ],
            },
          ],
        },
        {
          label: label('Služby a přihlášení', 'Services and log-in'),
          fields: [
            {
              name: 'signingSiteUrl',
              type: 'text',
              required: true,
              label: label('Web online podepisování', 'Online signing site'),
              admin: {
                description: label(
                  'Kam vede „Chci podepsat dokument“ (video a pruh na úvodní stránce).',
                  'Where "I want to sign a document" leads.',
                ),
              },
              validate: httpsUrl,
            },
            {
              name: 'bookingUrl',
              type: 'text',
              required: true,
              label: label('Rezervace konzultace (Calendly)', 'Consultation booking (Calendly)'),
              validate: bookingUrl,
            },
            rowsField({
              name: 'loginLinks',
              label: label('Přihlášení (externí aplikace)', 'Log-in links (external)'),
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'label', type: 'text', required: true, label: label('Text', 'Text') },
                    {
                      name: 'url',
                      type: 'text',
                      required: true,
                      label: label('Adresa', 'URL'),
                      validate: httpsUrl,
                    },
                  ],
                },
              ],
            }),
          ],
        },
        {
          label: label('Sociální sítě a novinky', 'Social networks and news'),
          fields: [
            rowsField({
              name: 'socials',
              label: label('Sociální sítě', 'Social networks'),
              labels: { singular: label('síť', 'network'), plural: label('Sítě', 'Networks') },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'network',
                      type: 'select',
                      required: true,
                      label: label('Síť', 'Network'),
                      options: socialNetworks.map((network) => ({ ...network })),
                    },
                    {
                      name: 'url',
                      type: 'text',
                      required: true,
                      label: label('Adresa profilu', 'Profile URL'),
                      validate: httpsUrl,
                    },
                  ],
                },
              ],
            }),
            {
              name: 'newsWidgetId',
              type: 'text',
              label: label('ID widgetu novinek (Elfsight)', 'News widget id (Elfsight)'),
              admin: {
                description: label(
                  'Část za „elfsight-app-“ v kódu widgetu. Prázdné = místo widgetu jen odkaz.',
                  'The part after "elfsight-app-". Empty = a link instead of the widget.',
                ),
              },
              validate: (value: string | null | undefined) =>
                !value ||
                /^[a-zA-Z0-9-]+$/.test(value) ||
                'Jen písmena bez diakritiky, číslice a pomlčky.',
            },
          ],
        },
      ],
    },
  ],
}
