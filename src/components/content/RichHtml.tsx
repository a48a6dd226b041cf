import { sanitizePostHtml } from '@/lib/html/sanitizePostHtml'

import styles from './RichHtml.module.css'

/** Provider HTML, always sanitised before it reaches the page. */
export function RichHtml({ html }: { html: string }) {
  if (!html.trim()) return null
  return (
    <div className={styles.prose} dangerouslySetInnerHTML={{ __html: sanitizePostHtml(html) }} />
  )
}
