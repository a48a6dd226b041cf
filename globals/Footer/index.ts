import type { ArrayField, GlobalConfig } from 'payload'

import { publishedOrStaff } from '@/access/publishedOrStaff'
import { isStaff } from '@/access/isStaff'
import { label } from '@/fields/label'
import { linkField } from '@/fields/link'
import { rowLabel } from '@/fields/rowLabel'

import { revalidateFooter } from './hooks/revalidateFooter'

export const socialNetworks = [
  { label: 'LinkedIn', value: 'linkedin' },
  { label: 'Facebook', value: 'facebook' },
  { label: 'YouTube', value: 'youtube' },
  { label: 'Instagram', value: 'instagram' },
  { label: 'X', value: 'x' },
] as const

const linkList = (name: string, fieldLabel: { cs: string; en: string }): ArrayField => ({
  name,
  type: 'array',
  label: fieldLabel,
  labels: { singular: label('Odkaz', 'Link'), plural: label('Odkazy', 'Links') },
  admin: { initCollapsed: true, components: rowLabel },
  fields: [linkField({ name: 'link' })],
})

export const Footer: GlobalConfig = {
  slug: 'footer',
  label: label('Patička', 'Footer'),
  admin: { group: label('Nastavení webu', 'Site settings') },
  // Drafts stay in the admin: visitors (and the REST API without a session) see the published version.
  access: { read: publishedOrStaff, update: isStaff, readVersions: isStaff },
  versions: { drafts: true, max: 20 },
  hooks: { afterChange: [revalidateFooter] },
  fields: [
    { name: 'heading', type: 'text', required: true, label: label('Nadpis', 'Heading') },
    { name: 'text', type: 'textarea', required: true, label: label('Text pod nadpisem', 'Text') },
    {
      name: 'columns',
      type: 'array',
      label: label('Sloupce odkazů', 'Link columns'),
      labels: { singular: label('Sloupec', 'Column'), plural: label('Sloupce', 'Columns') },
      admin: { initCollapsed: true, components: rowLabel },
      fields: [
        { name: 'heading', type: 'text', required: true, label: label('Nadpis', 'Heading') },
        linkList('links', label('Odkazy', 'Links')),
      ],
    },
    {
      name: 'meeting',
      type: 'group',
      label: label('Žádost o schůzku', 'Meeting request'),
      fields: [
        { name: 'heading', type: 'text', required: true, label: label('Nadpis', 'Heading') },
        { name: 'text', type: 'textarea', label: label('Text', 'Text') },
        {
          type: 'row',
          fields: [
            { name: 'phone', type: 'text', required: true, label: label('Telefon', 'Phone') },
            { name: 'email', type: 'email', required: true, label: label('E-mail', 'E-mail') },
          ],
        },
        linkField({ name: 'link', label: label('Tlačítko', 'Button'), required: false }),
      ],
    },
    linkList('loginLinks', label('Přihlášení (externí aplikace)', 'Log-in links (external)')),
    {
      name: 'cookieSettingsLabel',
      type: 'text',
      required: true,
      defaultValue: 'Nastavení cookies',
      label: label('Text odkazu na nastavení cookies', 'Cookie settings label'),
    },
    {
      name: 'socials',
      type: 'array',
      label: label('Sociální sítě', 'Social networks'),
      labels: { singular: label('Síť', 'Network'), plural: label('Sítě', 'Networks') },
      admin: { initCollapsed: true, components: rowLabel },
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
              validate: (value: string | null | undefined) =>
                /^https:\/\/\S+$/.test(value ?? '') ? true : 'Zadejte adresu začínající https://.',
            },
          ],
        },
      ],
    },
    linkList('legalLinks', label('Právní odkazy (spodní řádek)', 'Legal links (bottom row)')),
    {
      name: 'copyright',
      type: 'text',
      required: true,
      label: label('Copyright', 'Copyright'),
      admin: { description: label('Rok se doplní sám.', 'The year is added automatically.') },
    },
  ],
}
