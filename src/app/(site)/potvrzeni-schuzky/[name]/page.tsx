import type { Metadata } from 'next'
import Image from 'next/image'
import { notFound } from 'next/navigation'

import { BackHomeButton } from '@/components/content/BackHomeButton'
import { getSalesPerson } from '@/cms/getSalesPerson'
import { meetingConfirmationPath } from '@/lib/routes/meetingConfirmationPath'

import styles from './page.module.css'

type Props = { params: Promise<{ name: string }> }

export const revalidate = 3600
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name } = await params
  const person = await getSalesPerson(name)
  return {
    title: person ? `Schůzka s ${person.name} je domluvená` : 'Stránka nenalezena',
    robots: { index: false, follow: false },
    alternates: person ? { canonical: meetingConfirmationPath(person.slug) } : undefined,
  }
}

export default async function MeetingConfirmationPage({ params }: Props) {
  const { name } = await params
  const person = await getSalesPerson(name)
  if (!person) notFound()
  const photo = typeof person.photo === 'object' ? person.photo : null

  return (
    <section className={styles.confirmation} aria-labelledby="meeting-title">
      <p className={styles.eyebrow}>Potvrzení schůzky</p>
      <h1 id="meeting-title">Děkujeme, schůzka je domluvená</h1>
      <div className={styles.card}>
        {photo?.url ? (
          <Image
            className={styles.photo}
            src={photo.sizes?.thumbnail?.url ?? photo.url}
            alt={photo.alt}
            width={160}
            height={160}
          />
        ) : null}
        <div>
          <p className={styles.with}>Setkáte se s</p>
          <p className={styles.name}>{person.name}</p>
          {person.position ? <p className={styles.position}>{person.position}</p> : null}
          <ul className={styles.contacts}>
            <li>
              Telefon: <a href={`tel:${person.phone.replace(/\s+/g, '')}`}>{person.phone}</a>
            </li>
            <li>
              E-mail: <a href={`mailto:${person.email}`}>{person.email}</a>
            </li>
          </ul>
        </div>
      </div>
      <h2>Co bude následovat</h2>
      {person.confirmationText.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <BackHomeButton />
    </section>
  )
}
