import { exitPreviewUrl } from '@/lib/preview/exitPreviewUrl'

import styles from './PreviewBar.module.css'

/** Tells an editor they see drafts, and lets them leave draft mode. */
export function PreviewBar({ url }: { url: string }) {
  return (
    <div className={styles.bar} role="status">
      Náhled konceptu: vidíte i nezveřejněné změny. <a href={exitPreviewUrl(url)}>Ukončit náhled</a>
    </div>
  )
}
