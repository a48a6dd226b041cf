import { CONSENT_PENDING_ATTRIBUTE } from '@/lib/consent/consentChosenScript'
import { exitPreviewUrl } from '@/lib/preview/exitPreviewUrl'

import styles from './PreviewBar.module.css'

/**
 * Tells an editor they see drafts, and lets them leave draft mode. In draft mode only, the cookie
 * banner's first view stays hidden: it covered the page the editor checks at every live-preview
 * size (the footer's cookie settings still open it).
 */
export function PreviewBar({ url }: { url: string }) {
  return (
    <>
      <style>{`[${CONSENT_PENDING_ATTRIBUTE}]{display:none}`}</style>
      <div className={styles.bar} role="status">
        Náhled konceptu: vidíte i nezveřejněné změny.{' '}
        <a href={exitPreviewUrl(url)}>Ukončit náhled</a>
      </div>
    </>
  )
}
