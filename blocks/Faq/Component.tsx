import { RichText } from '@/components/RichText'
import { plainText } from '@/lib/html/plainText'
import type { FaqBlock as FaqBlockData } from '@/payload-types'

import styles from './styles.module.css'

/** Native disclosure widgets: keyboard and screen readers work without any JavaScript. */
export function FaqBlock({ block }: { block: FaqBlockData }) {
  const headingId = `faq-${block.id}`
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: block.items.map((item) => ({
      '@type': 'Question',
      name: item.label,
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
    })),
  }
  return (
    <section
      id={block.anchor || undefined}
      className={`section ${styles.faq}`}
      aria-labelledby={block.heading ? headingId : undefined}
    >
      {block.heading ? <h2 id={headingId}>{block.heading}</h2> : null}
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      <div className={styles.list}>
        {block.items.map((item) => (
          <details key={item.id} className={styles.item}>
            <summary className={styles.question}>{item.label}</summary>
            <div className={styles.answer}>
              <RichText data={item.answer} />
            </div>
          </details>
        ))}
      </div>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(structuredData).replace(/</g, '\\u003c'),
        }}
      />
    </section>
  )
}
