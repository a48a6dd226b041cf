import type { Block } from 'payload'

export const CertificationsBlockConfig: Block = {
  slug: 'certifications',
  interfaceName: 'CertificationsBlock',
  labels: {
    singular: { cs: 'Certifikace', en: 'Certifications' },
    plural: { cs: 'Certifikace', en: 'Certifications' },
  },
  fields: [
    { name: 'heading', type: 'text', required: true, label: { cs: 'Nadpis', en: 'Heading' } },
    { name: 'text', type: 'textarea', label: { cs: 'Text', en: 'Text' } },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      label: { cs: 'Certifikáty', en: 'Certificates' },
      fields: [
        {
          name: 'logo',
          type: 'upload',
          relationTo: 'media',
          required: true,
          label: { cs: 'Logo', en: 'Logo' },
        },
        { name: 'name', type: 'text', required: true, label: { cs: 'Název', en: 'Name' } },
        { name: 'description', type: 'text', label: { cs: 'Popis', en: 'Description' } },
      ],
    },
  ],
}
