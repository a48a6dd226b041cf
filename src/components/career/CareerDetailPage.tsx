import { notFound } from 'next/navigation'

import { RichText } from '@/components/RichText'
import prose from '@/components/content/RichHtml.module.css'
import { PageIntro } from '@/components/content/PageIntro'
import { Section } from '@/components/content/Section'
import { Tags } from '@/components/content/Tags'
import { ErrorState } from '@/components/content/StatusMessage'
import { JsonLd } from '@/components/seo/JsonLd'
import { getSiteSettings } from '@/cms/getGlobals'
import { readJobPosting } from '@/cms/jobPostings'
import { articleLd } from '@/lib/seo/structuredData'

import article from '../content/Article.module.css'
import styles from './Career.module.css'
import { jobTerms } from './jobTerms'

export async function CareerDetailPage({ slug }: { slug: string }) {
  const [{ data: job, error }, settings] = await Promise.all([
    readJobPosting(slug),
    getSiteSettings(),
  ])
  if (!job && !error) notFound()
  if (!job) {
    return (
      <>
        <PageIntro title="Pracovní pozice" back={{ href: '/kariera', label: 'Kariéra' }} />
        <Section>
          <ErrorState title="Pracovní pozici se nepodařilo načíst." message={error} />
        </Section>
      </>
    )
  }
  // A posting without its own address takes the careers e-mail of the site settings.
  const applyTo = job.contactEmail || settings?.careersEmail
  return (
    <>
      <JsonLd
        data={articleLd(
          { title: job.title, description: job.perex, published: new Date(job.publishedAt) },
          `/kariera/${job.slug}`,
        )}
      />
      <PageIntro
        eyebrow="Volná pozice"
        title={job.title}
        back={{ href: '/kariera', label: 'Kariéra' }}
      >
        <Tags names={jobTerms(job)} label="Podmínky" />
      </PageIntro>
      <div className={article.layout}>
        <article className={article.article}>
          <p className={article.perex}>{job.perex}</p>
          {job.content ? <RichText data={job.content} className={prose.prose} /> : null}
          {applyTo ? (
            <section className={styles.apply} aria-labelledby="apply">
              <h2 id="apply">Máte zájem?</h2>
              <p>
                Pošlete nám životopis a pár vět o sobě na{' '}
                <a href={`mailto:${applyTo}?subject=${encodeURIComponent(job.title)}`}>{applyTo}</a>
                . Ozveme se do týdne.
              </p>
            </section>
          ) : null}
        </article>
      </div>
    </>
  )
}
