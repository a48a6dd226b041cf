import { RichHtml } from '@/components/content/RichHtml'
import { formatDate, isoDay } from '@/lib/dates/formatPragueDate'
import type { Webinar } from '@/provider/mappers/webinar'

import { eventTypeLabel } from './eventTypeLabels'
import styles from './RecordingView.module.css'

/** The player and what the recording is about: the body of the modal and of the page. */
export function RecordingView({
  recording,
  headingId,
  showTitle = true,
}: {
  recording: Webinar
  headingId?: string
  /** Off on pages whose h1 already carries the title. */
  showTitle?: boolean
}) {
  return (
    <div className={styles.view}>
      <div className={styles.player}>
        {recording.videoEmbedUrl ? (
          <iframe
            src={recording.videoEmbedUrl}
            title={`Záznam: ${recording.title}`}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            data-testid="recording-player"
          />
        ) : (
          <p className={styles.noVideo}>Záznam zatím není k dispozici.</p>
        )}
      </div>
      <div className={styles.text}>
        <p className={styles.meta}>
          {eventTypeLabel(recording.type)} ·{' '}
          <time dateTime={isoDay(recording.since)}>{formatDate(recording.since)}</time>
        </p>
        {showTitle ? (
          <h2 id={headingId} className={styles.title}>
            {recording.title}
          </h2>
        ) : null}
        {recording.hosts.length > 0 ? (
          <p className={styles.hosts}>
            Přednášejí: {recording.hosts.map((host) => host.name).join(', ')}
          </p>
        ) : null}
        <RichHtml html={recording.descriptionHtml || `<p>${recording.perex}</p>`} />
      </div>
    </div>
  )
}

/** The modal bodies of a recordings list, by slug (what RecordingsBrowser opens). */
export function recordingViews(recordings: Webinar[]) {
  return Object.fromEntries(
    recordings.map((recording) => [
      recording.slug,
      <RecordingView
        key={recording.slug}
        recording={recording}
        headingId={`recording-title-${recording.slug}`}
      />,
    ]),
  )
}
