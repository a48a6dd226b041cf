import Link from 'next/link'

import { PageIntro } from '@/components/content/PageIntro'
import { Section } from '@/components/content/Section'
import { Tags } from '@/components/content/Tags'
import { EmptyState, ErrorState } from '@/components/content/StatusMessage'
import { getSiteSettings } from '@/cms/getGlobals'
import { readJobPostings } from '@/cms/jobPostings'

import card from '../content/Card.module.css'
import { jobTerms } from './jobTerms'
import styles from './Career.module.css'

export async function CareerListPage() {
  const [{ data: jobs, error }, settings] = await Promise.all([
    readJobPostings(),
    getSiteSettings(),
  ])
  const careersEmail = settings?.careersEmail
  const mailLink = careersEmail ? <a href={`mailto:${careersEmail}`}>{careersEmail}</a> : null
  return (
    <>
      <PageIntro
        eyebrow="Kariéra"
        title="Pracujte s námi na digitálním Česku"
        lead={
          <p>
            Už 30 let pomáháme firmám a úřadům zbavit se papíru. Přidejte se k týmu, jehož práci
            denně používají miliony lidí.
          </p>
        }
      />
      <Section title="Volné pozice" titleId="open-positions">
        {error ? (
          <ErrorState title="Volné pozice se nepodařilo načíst." message={error} />
        ) : jobs.length === 0 ? (
          <EmptyState>
            Právě nikoho nehledáme, ale rádi se seznámíme.
            {mailLink ? <> Pošlete životopis na {mailLink}.</> : null}
          </EmptyState>
        ) : (
          <ul className={card.grid}>
            {jobs.map((job) => (
              <li key={job.id}>
                <article className={card.card} data-testid="job-posting">
                  <div className={card.body}>
                    <Tags names={jobTerms(job)} label="Podmínky" />
                    <h3 className={card.title}>
                      <Link href={`/kariera/${job.slug}`}>{job.title}</Link>
                    </h3>
                    <p className={card.text}>{job.perex}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
        {jobs.length > 0 && mailLink ? (
          <p className={styles.openApplication}>
            Nenašli jste pozici pro sebe? Pošlete nám životopis na {mailLink}.
          </p>
        ) : null}
      </Section>
    </>
  )
}
