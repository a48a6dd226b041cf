import Link from 'next/link'

import { getNewsPages } from '@/cms/getNewsPages'
import { formatDate } from '@/lib/dates/formatPragueDate'
import { urlOfPagePath } from '@/lib/routes/pagePath'
import type { NewsListBlock as NewsListBlockData } from '@/payload-types'

import styles from './styles.module.css'

export async function NewsListBlock({ block }: { block: NewsListBlockData }) {
  const news = await getNewsPages(block.limit)
  // without a section heading the items' headings come right under the page's H1
  const ItemHeading = block.heading ? 'h3' : 'h2'
  return (
    <section className={`section ${styles.news}`} aria-label={block.heading || 'Novinky'}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      {news.length ? (
        <ol className={styles.list}>
          {news.map((item) => (
            <li key={item.id} className={styles.item}>
              {item.publishedAt ? (
                <time className={styles.date} dateTime={item.publishedAt}>
                  {formatDate(new Date(item.publishedAt))}
                </time>
              ) : null}
              <ItemHeading className={styles.title}>
                <Link href={urlOfPagePath(item.path)}>{item.title}</Link>
              </ItemHeading>
              {item.hero?.lead ? <p className={styles.lead}>{item.hero.lead}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p>Zatím tu nejsou žádné novinky.</p>
      )}
    </section>
  )
}
