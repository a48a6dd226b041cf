import type { MetadataRoute } from 'next'

import { readJobPostings } from '@/cms/jobPostings'
import { readPressReleases } from '@/cms/pressReleases'
import { absoluteUrl } from '@/lib/seo/absoluteUrl'
import { readBlogPosts, readCaseStudies, readWebinars } from '@/provider/server/providerReaders'

type Entry = MetadataRoute.Sitemap[number]

/**
 * Detail pages of blog posts, case studies, events, recordings, press releases and job openings,
 * for the site's sitemap.xml. A source that fails is left out (its error is logged by the reader)
 * rather than failing the whole sitemap.
 */
export async function providerSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const [blog, caseStudies, webinars, press, jobs] = await Promise.all([
    readBlogPosts(),
    readCaseStudies(),
    readWebinars(),
    readPressReleases(),
    readJobPostings(),
  ])
  const entry = (path: string, lastModified?: Date, priority = 0.6): Entry => ({
    url: absoluteUrl(path),
    lastModified,
    changeFrequency: 'weekly',
    priority,
  })
  return [
    ...blog.data.map((post) => entry(`/blog/${post.slug}`, post.created)),
    ...caseStudies.data.map((study) => entry(`/nase-prace/${study.slug}`)),
    ...webinars.data.upcoming.map((event) => entry(`/udalosti/${event.slug}`, undefined, 0.7)),
    ...webinars.data.past.map((recording) =>
      entry(`/udalosti/zaznamy/${recording.slug}`, recording.since, 0.4),
    ),
    ...press.data.map((release) =>
      entry(`/pro-media/${release.slug}`, new Date(release.updatedAt), 0.5),
    ),
    ...jobs.data.map((job) => entry(`/kariera/${job.slug}`, new Date(job.updatedAt), 0.5)),
  ]
}
