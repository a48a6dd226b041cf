import { isUpcomingType, splitEvents } from '../events/rules'
import { toEmbedUrl } from '../helpers/toEmbedUrl'
import type { RawWebinar } from '../schemas/webinar'

export function mapWebinar(raw: RawWebinar) {
  const isUpcoming = isUpcomingType(raw.type)
  return {
    id: raw.id,
    slug: raw.slug,
    title: raw.title,
    type: raw.type,
    isUpcoming,
    since: new Date(raw.since),
    until: raw.until ? new Date(raw.until) : null,
    duration: raw.duration ?? null,
    registrationLink: raw.registration_link ?? null,
    /** Recordings only: the player address for the video modal. */
    videoEmbedUrl: isUpcoming ? null : toEmbedUrl(raw.registration_link),
    perex: raw.perex ?? '',
    descriptionHtml: raw.description ?? '',
    location: raw.location ?? null,
    tags: raw.tags.map((tag) => ({ slug: tag.slug, name: tag.name ?? tag.slug })),
    hosts: raw.hosts.map((host) => ({
      id: host.id,
      name: host.name,
      position: host.position ?? null,
      imageUrl: host.image?.url ?? null,
    })),
  }
}

export type Webinar = ReturnType<typeof mapWebinar>
export type WebinarHost = Webinar['hosts'][number]

export interface WebinarLists {
  /** Still listed (spec 4), oldest first. */
  upcoming: Webinar[]
  /** Recordings and other past items, newest first. */
  past: Webinar[]
}

export function mapWebinarLists(raw: readonly RawWebinar[], now: Date): WebinarLists {
  return splitEvents(raw.map(mapWebinar), now)
}
