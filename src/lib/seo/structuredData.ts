import { COMPANY_NAME } from '@/lib/site'
import type { BlogPost } from '@/provider/mappers/blogPost'
import type { CaseStudy } from '@/provider/mappers/caseStudy'
import type { Webinar } from '@/provider/mappers/webinar'

import { absoluteUrl } from './absoluteUrl'

const organization = () => ({ '@type': 'Organization', name: COMPANY_NAME, url: absoluteUrl('/') })

export function blogPostingLd(post: BlogPost, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.perex || undefined,
    datePublished: post.created.toISOString(),
    image: post.imageUrl ?? undefined,
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    keywords: post.tags.map((tag) => tag.name).join(', ') || undefined,
    author: organization(),
    publisher: organization(),
  }
}

export function caseStudyLd(study: CaseStudy, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: study.title,
    description: study.perex || undefined,
    image: study.imageUrl ?? undefined,
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    about: { '@type': 'Organization', name: study.clientName },
    author: organization(),
    publisher: organization(),
  }
}

/** Events with a place are offline; everything else (webinars, recordings) happens online. */
export function eventLd(event: Webinar, path: string) {
  const online = !event.location
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.perex || undefined,
    startDate: event.since.toISOString(),
    endDate: event.until?.toISOString(),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url: event.registrationLink ?? absoluteUrl(path) }
      : { '@type': 'Place', name: event.location, address: event.location },
    url: absoluteUrl(path),
    organizer: organization(),
    performer: event.hosts.map((host) => ({ '@type': 'Person', name: host.name })),
    isAccessibleForFree: true,
  }
}

export function articleLd(
  input: { title: string; description: string; published: Date | null },
  path: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title,
    description: input.description || undefined,
    datePublished: input.published?.toISOString(),
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    author: organization(),
    publisher: organization(),
  }
}
