import type { CertificationsBlock as CertificationsBlockData } from '@/payload-types'

import { MediaImage } from '../shared/MediaImage'
import section from '../shared/section.module.css'
import styles from './styles.module.css'

export function CertificationsBlock({ block }: { block: CertificationsBlockData }) {
  return (
    <section className={`${section.section} ${styles.section}`}>
      <div className={section.inner}>
        <h2 className={section.heading}>{block.heading}</h2>
        {block.text ? <p className={styles.text}>{block.text}</p> : null}
        <ul className={styles.items}>
          {block.items.map((item) => (
            <li key={item.id} className={styles.item}>
              <MediaImage className={styles.logo} media={item.logo} sizes="120px" decorative />
              <span className={styles.name}>{item.name}</span>
              {item.description ? (
                <span className={styles.description}>{item.description}</span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
