import type { CollectionConfig, Field } from 'payload'

import { hasRole } from '@/access/hasRole'
import { isAdmin } from '@/access/isAdmin'
import { label } from '@/fields/label'
import { czechDayAndTime } from '@/fields/czechDatePicker'
import { ENQUIRY_FORM_KIND_NAMES, ENQUIRY_FORM_KINDS } from '@/leads/enquiry/formKinds'
import { LEAD_STATUSES } from '@/leads/enquiry/leadStatus'
import { dayCount } from '@/lib/dates/dayCount'
import { env } from '@/lib/env'

import { resendLeadEndpoint } from './endpoints/resendLead'

const SIDEBAR = { position: 'sidebar' } as const

type Position = { position?: 'sidebar'; type?: 'text' | 'textarea' }

const readOnlyText = (
  name: string,
  cs: string,
  en: string,
  { position, type = 'text' }: Position = {},
) => ({ name, type, label: label(cs, en), admin: { readOnly: true, position } }) as Field

const readOnlyDate = (name: string, cs: string, en: string, { position }: Position = {}) =>
  ({
    name,
    type: 'date',
    label: label(cs, en),
    admin: {
      readOnly: true,
      position,
      date: czechDayAndTime,
    },
  }) as Field

/**
 * Every enquiry a visitor sent, stored before anything else happens and then delivered to the
 * provider's send-form by the lead queue (src/leads/). Personal data: administrators only, read
 * only, erased after the retention period (docs/operations.md "Leads"). Rows are written by src/leads with
 * SQL in the same transaction as their queue job, never through this API.
 */
const { LEADS_RETENTION_DAYS, LEADS_FAILED_RETENTION_DAYS } = env()
const retention = { deliveredDays: LEADS_RETENTION_DAYS, failedDays: LEADS_FAILED_RETENTION_DAYS }

export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: {
    singular: label('Poptávka', 'Lead'),
    plural: label('Poptávky', 'Leads'),
  },
  admin: {
    useAsTitle: 'title',
    // Who wrote and how to reach them at a glance; only administrators ever read leads.
    defaultColumns: [
      'createdAt',
      'firstName',
      'lastName',
      'email',
      'kind',
      'pagePath',
      'source',
      'status',
      'lastError',
    ],
    listSearchableFields: ['title', 'pagePath'],
    group: label('Poptávky', 'Leads'),
    hidden: ({ user }) => !hasRole(user, 'admin'),
    description: label(
      `Formuláře odeslané návštěvníky. Web každou poptávku nejdřív uloží a pak ji doručuje poskytovateli, dokud se to nepovede (nejdéle 24 hodin). Osobní údaje (jméno, e-mail, telefon, zpráva) se smažou ${dayCount(retention.deliveredDays)} po doručení, u nedoručených ${dayCount(retention.failedDays)} po selhání.`,
      // Static: payload-types.ts is generated from the English text.
      'Forms sent by visitors. Each one is stored first and then delivered to the provider until it succeeds (24 hours at most). Personal data is erased LEADS_RETENTION_DAYS after delivery, LEADS_FAILED_RETENTION_DAYS after a failure.',
    ),
  },
  defaultSort: '-createdAt',
  // Nobody edits a lead, so nothing to lock; and no column of its own in Payload's lock table,
  // which content migrations of earlier releases query through the Local API.
  lockDocuments: false,
  access: {
    read: isAdmin,
    create: () => false,
    update: () => false,
    delete: isAdmin,
  },
  endpoints: [resendLeadEndpoint],
  timestamps: true,
  fields: [
    readOnlyText('title', 'Poptávka', 'Lead'),
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          label: label('Formulář', 'Form'),
          options: ENQUIRY_FORM_KIND_NAMES.map((kind) => ({
            value: kind,
            label: ENQUIRY_FORM_KINDS[kind].label,
          })),
          admin: { readOnly: true },
        },
        readOnlyText('pagePath', 'Stránka', 'Page'),
      ],
    },
    readOnlyText(
      'location',
      'Formulář a adresa stránky (jak je dostal poskytovatel)',
      'Form and page address (as sent to the provider)',
    ),
    {
      type: 'collapsible',
      label: label('Údaje návštěvníka', 'Visitor’s data'),
      fields: [
        {
          name: 'retentionNote',
          type: 'ui',
          admin: {
            components: {
              Field: {
                path: '@/components/admin/leads/LeadRetentionNote#LeadRetentionNote',
                clientProps: retention,
              },
            },
          },
        },
        {
          type: 'row',
          fields: [
            readOnlyText('firstName', 'Jméno', 'First name'),
            readOnlyText('lastName', 'Příjmení', 'Last name'),
          ],
        },
        {
          type: 'row',
          fields: [
            readOnlyText('email', 'E-mail', 'E-mail'),
            readOnlyText('phone', 'Telefon', 'Phone'),
          ],
        },
        readOnlyText('text', 'Zpráva', 'Message', { type: 'textarea' }),
        {
          name: 'source',
          type: 'text',
          label: label('Jak se o nás dozvěděl', 'Source'),
          admin: {
            readOnly: true,
            components: {
              Cell: '@/components/admin/leads/LeadSourceCell#LeadSourceCell',
              Field: '@/components/admin/leads/LeadSourceField#LeadSourceField',
            },
          },
        },
        readOnlyDate('erasedAt', 'Osobní údaje smazány', 'Personal data erased'),
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      label: label('Stav', 'Status'),
      options: LEAD_STATUSES.map(({ value, cs, en }) => ({ value, label: label(cs, en) })),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'resend',
      type: 'ui',
      label: label('Odeslat znovu', 'Send again'),
      admin: {
        position: 'sidebar',
        components: { Field: '@/components/admin/ResendLeadButton#ResendLeadButton' },
      },
    },
    {
      name: 'attempts',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: label('Pokusy', 'Attempts'),
      admin: { readOnly: true, position: 'sidebar' },
    },
    readOnlyText('lastError', 'Poslední chyba', 'Last error', SIDEBAR),
    readOnlyDate('deliveredAt', 'Doručeno', 'Delivered at', SIDEBAR),
    readOnlyDate('failedAt', 'Selhalo', 'Failed at', SIDEBAR),
    readOnlyDate('nextAttemptAt', 'Další pokus', 'Next attempt', SIDEBAR),
    {
      name: 'attemptLog',
      type: 'json',
      label: label('Průběh doručování', 'Delivery attempts'),
      admin: {
        readOnly: true,
        components: { Field: '@/components/admin/AttemptLogField#AttemptLogField' },
        description: label(
          'Každý pokus: čas, výsledek a chyba (bez osobních údajů).',
          'Every attempt: time, outcome and error (no personal data).',
        ),
      },
    },
    {
      name: 'deliveryId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('Klíč doručení (Idempotency-Key)', 'Delivery key (Idempotency-Key)'),
      admin: { readOnly: true },
    },
    {
      name: 'alertedAt',
      type: 'date',
      label: label('Upozornění obchodu odesláno', 'Sales alerted at'),
      admin: { hidden: true },
    },
  ],
}
