import type { CollectionConfig, Field } from 'payload'

import { hasRole } from '@/access/hasRole'
import { isAdmin } from '@/access/isAdmin'
import { label, languageLabel } from '@/fields/label'
import { czechDayAndTime } from '@/fields/czechDatePicker'
import { ENQUIRY_FORM_KIND_NAMES, ENQUIRY_FORM_KINDS } from '@/leads/enquiry/formKinds'
import { LEAD_STATUSES } from '@/leads/enquiry/leadStatus'
import { dayCount } from '@/lib/dates/dayCount'
import { env } from '@/lib/env'

import { resendLeadEndpoint } from './endpoints/resendLead'
import { foldListSearch, SEARCH_FIELD } from './hooks/foldListSearch'

/**
 * The stored columns are hidden inputs in the edit view: LeadLetter and LeadDeliveryDetails show
 * them as text. They stay list columns, filters and search fields (admin.hidden hides a field from
 * the form only).
 */
const stored = (name: string, cs: string, en: string, type: 'text' | 'textarea' = 'text') =>
  ({ name, type, label: label(cs, en), admin: { readOnly: true, hidden: true } }) as Field

const storedDate = (name: string, cs: string, en: string) =>
  ({
    name,
    type: 'date',
    label: label(cs, en),
    admin: { readOnly: true, hidden: true, date: czechDayAndTime },
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
    singular: languageLabel('Poptávka', 'Lead'),
    plural: languageLabel('Poptávky', 'Leads'),
  },
  admin: {
    // The visitor's name (src/leads/leadTitle.ts); "Osobní údaje smazány" once erased.
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'createdAt', 'status'],
    // One field holding the name, e-mail, phone and message folded (src/leads/leadSearchText.ts):
    // a lead matches when it holds every word typed (Payload's `like`), with or without
    // diacritics, in any case, a phone with or without spaces and +420 ("Vesely", "Radim Veselý",
    // an e-mail, "777123456"). The enquiry forms have no company field: the trial form asks for
    // the organisation in the message, so the message is searched too. Its label makes the
    // search box's placeholder: "Vyhledat podle jména, e-mailu, telefonu nebo zprávy".
    listSearchableFields: [SEARCH_FIELD],
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
  hooks: { beforeOperation: [foldListSearch] },
  endpoints: [resendLeadEndpoint],
  timestamps: true,
  fields: [
    {
      name: 'letter',
      type: 'ui',
      label: label('Poptávka', 'Enquiry'),
      admin: {
        components: { Field: '@/components/admin/leads/LeadLetter#LeadLetterField' },
      },
    },
    {
      name: 'retentionNote',
      type: 'ui',
      label: label('Smazání osobních údajů', 'Personal data erasure'),
      admin: {
        components: {
          Field: {
            path: '@/components/admin/leads/LeadRetentionNote#LeadRetentionNote',
            clientProps: retention,
          },
        },
      },
    },
    stored('title', 'Jméno a příjmení', 'Name'),
    {
      name: 'kind',
      type: 'select',
      required: true,
      label: label('Formulář', 'Form'),
      options: ENQUIRY_FORM_KIND_NAMES.map((kind) => ({
        value: kind,
        label: ENQUIRY_FORM_KINDS[kind].label,
      })),
      admin: { readOnly: true, hidden: true },
    },
    stored('pagePath', 'Stránka', 'Page'),
    stored(
      'location',
      'Formulář a adresa stránky (jak je dostal poskytovatel)',
      'Form and page address (as sent to the provider)',
    ),
    stored('firstName', 'Jméno', 'First name'),
    stored('lastName', 'Příjmení', 'Last name'),
    stored('email', 'E-mail', 'E-mail'),
    stored('phone', 'Telefon', 'Phone'),
    stored('text', 'Zpráva', 'Message', 'textarea'),
    {
      // Written by storeLead with the row (never through this API), emptied with the personal
      // data; only the list's search reads it: no column, no filter, no form field.
      name: SEARCH_FIELD,
      type: 'text',
      label: label('jména, e-mailu, telefonu nebo zprávy', 'name, e-mail, phone or message'),
      admin: { readOnly: true, hidden: true, disableListColumn: true, disableListFilter: true },
    },
    {
      name: 'source',
      type: 'text',
      label: label('Jak se o nás dozvěděl', 'Source'),
      admin: {
        readOnly: true,
        hidden: true,
        components: { Cell: '@/components/admin/leads/LeadSourceCell#LeadSourceCell' },
      },
    },
    storedDate('erasedAt', 'Osobní údaje smazány', 'Personal data erased'),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      label: label('Stav doručení', 'Delivery'),
      options: LEAD_STATUSES.map(({ value, cs, en }) => ({ value, label: label(cs, en) })),
      admin: {
        readOnly: true,
        hidden: true,
        components: { Cell: '@/components/admin/leads/LeadDeliveryCell#LeadDeliveryCell' },
      },
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
      label: label('Počet pokusů o doručení', 'Delivery attempts'),
      admin: { readOnly: true, hidden: true },
    },
    stored('lastError', 'Poslední chyba doručení', 'Last delivery error'),
    storedDate('deliveredAt', 'Doručeno', 'Delivered at'),
    storedDate('failedAt', 'Doručování skončilo neúspěchem', 'Delivery failed at'),
    storedDate('nextAttemptAt', 'Další pokus o doručení', 'Next attempt'),
    {
      type: 'collapsible',
      label: label('Technické podrobnosti doručení', 'Technical delivery details'),
      admin: {
        initCollapsed: true,
        // Leads are for administrators only today; should sales ever read them too, this part
        // stays with the administrators.
        condition: (_data, _siblingData, { user }) => hasRole(user, 'admin'),
      },
      fields: [
        {
          name: 'deliveryDetails',
          type: 'ui',
          label: label('Podrobnosti doručení', 'Delivery details'),
          admin: {
            components: {
              Field: '@/components/admin/leads/LeadDeliveryDetails#LeadDeliveryDetailsField',
            },
          },
        },
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
      ],
    },
    {
      name: 'deliveryId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('Klíč doručení', 'Delivery key'),
      admin: { readOnly: true, hidden: true },
    },
    {
      name: 'alertedAt',
      type: 'date',
      label: label('Upozornění obchodu odesláno', 'Sales alerted at'),
      admin: { hidden: true },
    },
    // Payload's own timestamp under the name a lead's list and filter give it; the column is
    // Payload's either way (timestamps: true).
    {
      name: 'createdAt',
      type: 'date',
      index: true,
      label: label('Přijato', 'Received'),
      admin: { hidden: true, disableBulkEdit: true, date: czechDayAndTime },
    },
  ],
}
