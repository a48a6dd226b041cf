import type { Block } from 'payload'
import { label } from '@/fields/label'
import { rowLabel } from '@/fields/rowLabel'
import { headingField } from '../shared/sectionFields'

export const CertificationsBlockConfig: Block = {
  slug: 'certifications',
  interfaceName: 'CertificationsBlock',
  labels: {
    singular: label('Certifikace', 'Certifications'),
    plural: label('Certifikace', 'Certifications'),
  },
  fields: [
    headingField(true),
    { name: 'text', type: 'textarea', label: label('Text', 'Text') },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      label: label('Certifikáty', 'Certificates'),
      labels: {
        singular: label('certifikát', 'certificate'),
        plural: label('Certifikáty', 'Certificates'),
      },
      admin: { components: rowLabel },
      fields: [
        {
          name: 'logo',
          type: 'upload',
          relationTo: 'media',
          required: true,
          label: label('Logo', 'Logo'),
        },
        { name: 'name', type: 'text', required: true, label: label('Název', 'Name') },
        { name: 'description', type: 'text', label: label('Popis', 'Description') },
      ],
    },
  ],
}
