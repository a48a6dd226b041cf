import type { Payload, PayloadRequest, Where } from 'payload'

import { isStaffUser } from '@/lib/auth/isStaffUser'
import type { User } from '@/payload-types'

export type ScheduleInput = {
  type: 'publish' | 'unpublish'
  doc?: { relationTo: string; value: string }
  global?: string
  locale?: string
  timezone?: string
  user?: { relationTo: string; value: number | string }
}

/** Collections and globals with `schedulePublish` on (Payload lists them in its task's input). */
function scheduleTargets(payload: Payload): { collections: string[]; globals: string[] } {
  const task = payload.config.jobs.tasks?.find(({ slug }) => slug === 'schedulePublish')
  const field = (name: string) =>
    task?.inputSchema?.find((each) => 'name' in each && each.name === name)
  const doc = field('doc')
  const global = field('global')
  const collections =
    doc && doc.type === 'relationship'
      ? ([] as string[]).concat(doc.relationTo as string | string[])
      : []
  const globals =
    global && global.type === 'select'
      ? global.options.map((option) => (typeof option === 'string' ? option : option.value))
      : []
  return { collections, globals }
}

/**
 * A document id as this database writes it: a positive whole number, given as a number or as
 * its canonical decimal string. `"0x78"`, `"1e2"`, `" 12"`, `"012"` or `12.0` as text are not
 * ids, so nothing stores them for the runner to read another way later.
 */
export function canonicalId(value: unknown): number | undefined {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^[1-9][0-9]{0,15}$/.test(value)
        ? Number(value)
        : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** The time zones the admin offers (`admin.timezones`; Payload's default list when unset). */
function supportedTimezones(payload: Payload): string[] {
  const zones = payload.config.admin?.timezones?.supportedTimezones
  return Array.isArray(zones) ? zones.map((zone) => zone.value) : []
}

export const INVALID_SCHEDULE_ID = 'Dokument k naplánování je zadaný neplatným číslem.'
export const INVALID_SCHEDULE_TIMEZONE = 'Časové pásmo naplánování není v nabídce administrace.'

/**
 * The input of a `schedulePublish` job as it may be stored, or a Czech reason it may not.
 * Normalised on the way in: the document's id as its canonical decimal string (Payload's task
 * reads `doc.value` as a string, #10481), the time zone only from the admin's list.
 */
export function parseScheduleInput(
  payload: Payload,
  raw: unknown,
): { input: ScheduleInput } | { refusal: string } {
  const value = (raw ?? {}) as Record<string, unknown>
  const type = value.type ?? 'publish'
  if (type !== 'publish' && type !== 'unpublish') {
    return { refusal: 'Naplánovat lze jen zveřejnění nebo zrušení zveřejnění.' }
  }
  const timezone = value.timezone
  if (
    timezone !== undefined &&
    timezone !== null &&
    (typeof timezone !== 'string' || !supportedTimezones(payload).includes(timezone))
  ) {
    return { refusal: INVALID_SCHEDULE_TIMEZONE }
  }
  const zone = typeof timezone === 'string' ? { timezone } : {}
  const { collections, globals } = scheduleTargets(payload)
  const doc = value.doc as { relationTo?: unknown; value?: unknown } | undefined
  const global = value.global
  if (doc && global === undefined) {
    if (typeof doc.relationTo !== 'string' || !collections.includes(doc.relationTo)) {
      return { refusal: 'Tento druh obsahu nelze naplánovat.' }
    }
    if (typeof doc.value !== 'string' && typeof doc.value !== 'number') {
      return { refusal: 'Chybí dokument, který se má zveřejnit.' }
    }
    const id = canonicalId(doc.value)
    if (id === undefined) return { refusal: INVALID_SCHEDULE_ID }
    return { input: { type, doc: { relationTo: doc.relationTo, value: String(id) }, ...zone } }
  }
  if (!doc && typeof global === 'string' && globals.includes(global)) {
    return { input: { type, global, ...zone } }
  }
  return { refusal: 'Naplánovat lze jednu stránku nebo jedno nastavení webu.' }
}

/**
 * Whether `user` may publish the target: staff, and the target's own update rule allows it
 * (a rule that answers with a query is checked against the document).
 */
export async function mayPublishTarget(
  req: PayloadRequest,
  user: User,
  input: ScheduleInput,
): Promise<boolean> {
  if (!isStaffUser(user)) return false
  const { payload } = req
  const asUser = { ...req, user } as PayloadRequest
  if (input.doc) {
    const collection = payload.collections[input.doc.relationTo as 'pages']
    if (!collection) return false
    // Ids of this database are numbers; `input.doc.value` is always a string (Payload #10481).
    const id = canonicalId(input.doc.value)
    if (id === undefined) return false
    const rule = collection.config.access.update
    const answer = rule ? await rule({ req: asUser, id, data: { _status: 'published' } }) : false
    if (!answer) return false
    const where: Where = { id: { equals: id } }
    const { totalDocs } = await payload.count({
      collection: input.doc.relationTo as 'pages',
      where: answer === true ? where : { and: [where, answer] },
      overrideAccess: true,
      req,
    })
    return totalDocs === 1
  }
  const global = payload.config.globals.find(({ slug }) => slug === input.global)
  const rule = global?.access.update
  return Boolean(rule && (await rule({ req: asUser, data: { _status: 'published' } })) === true)
}
