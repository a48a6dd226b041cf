import { contentSchema } from '@/queue/queueDatabase'

/** `"schema"."leads"`: the table of collections/Leads. */
export function leadsTable(): string {
  return `"${contentSchema()}"."leads"`
}
