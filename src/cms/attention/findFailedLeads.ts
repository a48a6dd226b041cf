import type { Payload } from 'payload'

import { isAdminUser } from '@/lib/auth/isAdminUser'
import type { User } from '@/payload-types'

import { leadEditHref } from './adminHref'

export type FailedLead = {
  title: string
  href: string
  failedAt: string | null
  lastError: string | null
}

const LIMIT = 50

/**
 * Enquiries the queue gave up delivering, newest first. Personal data: administrators only, so
 * anyone else gets null (no section, not even a count).
 */
export async function findFailedLeads(
  payload: Payload,
  user: Pick<User, 'collection' | 'roles'> | null,
): Promise<{ leads: FailedLead[]; total: number } | null> {
  if (!isAdminUser(user)) return null
  const result = await payload.find({
    collection: 'leads',
    where: { status: { equals: 'failed' } },
    select: { title: true, failedAt: true, lastError: true },
    depth: 0,
    sort: '-failedAt',
    limit: LIMIT,
    overrideAccess: true,
  })
  return {
    total: result.totalDocs,
    leads: result.docs.map((lead) => ({
      title: lead.title || `Poptávka ${lead.id}`,
      href: leadEditHref(lead.id),
      failedAt: lead.failedAt ?? null,
      lastError: lead.lastError ?? null,
    })),
  }
}
