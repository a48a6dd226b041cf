import { notFound } from 'next/navigation'

import { RichText } from '@/components/RichText'
import prose from '@/components/content/RichHtml.module.css'
import { PageIntro } from '@/components/content/PageIntro'
import { Section } from '@/components/content/Section'
import { ErrorState } from '@/components/content/StatusMessage'
import { JsonLd } from '@/components/seo/JsonLd'
import { getSiteSettings } from '@/cms/getGlobals'
import { readPressRelease } from '@/cms/pressReleases'
import { formatDate, isoDay } from '@/lib/dates/formatPragueDate'
import { articleLd } from '@/lib/seo/structuredData'

import article from '../content/Article.module.css'

export async function PressDetailPage({ slug }: { slug: string }) {
  const [{ data: release, error }, settings] = await Promise.all([
    readPressRelease(slug),
    getSiteSettings(),
  ])
  if (!release && !error) notFound()
  if (!release) {
    return (
      <>
        <PageIntro title="Tisková zpráva" back={{ href: '/pro-media', label: 'Tiskové zprávy' }} />
        <Section>
          <ErrorState title="Tiskovou zprávu se nepodařilo načíst." message={error} />
        </Section>
      </>
    )
  }
  const published = new Date(release.publishedAt)
  return (
    <>
      <JsonLd
        data={articleLd(
          { title: release.title, description: release.perex, published },
          `/pro-media/${release.slug}`,
        )}
      />
      <PageIntro
        eyebrow="Tisková zpráva"
        title={release.title}
        back={{ href: '/pro-media', label: 'Tiskové zprávy' }}
      >
        <div className={article.meta}>
          <time dateTime={isoDay(published)}>{formatDate(published)}</time>
        </div>
      </PageIntro>
      <div className={article.layout}>
        <article className={article.article}>
          <p className={article.perex}>{release.perex}</p>
          {release.content ? <RichText data={release.content} className={prose.prose} /> : null}
          {settings ? (
            <p>
              Kontakt pro média: <a href={`mailto:${settings.mediaEmail}`}>{settings.mediaEmail}</a>
            </p>
          ) : null}
        </article>
      </div>
    </>
  )
}
