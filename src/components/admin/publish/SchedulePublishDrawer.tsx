'use client'

import {
  Button,
  Drawer,
  toast,
  useDocumentInfo,
  useDocumentTitle,
  useServerFunctions,
} from '@payloadcms/ui'
import { useCallback, useEffect, useId, useState } from 'react'

import { formatAdminDateTime } from '@/lib/dates/formatAdminDateTime'
import { PRAGUE_TIME_ZONE } from '@/lib/dates/prague'
import {
  calendarValue,
  CZECH_DATE_TIME_HINT,
  CZECH_DATE_TIME_INVALID,
  parseCalendarValue,
  parseCzechDateTime,
} from '@/scheduling/czechDateTime'
import { defaultScheduleType, type ScheduleType } from '@/scheduling/defaultScheduleType'

import styles from './SchedulePublishDrawer.module.css'

type Upcoming = { id: number | string; input: { type: ScheduleType }; waitUntil: string }

const TYPE_LABEL: Record<ScheduleType, string> = {
  publish: 'Zveřejnit',
  unpublish: 'Zrušit zveřejnění',
}

/**
 * "Naplánovat zveřejnění" for pages and globals with scheduled publishing, in place of Payload's
 * drawer: the preselected action fits the document (defaultScheduleType.ts), the time is typed
 * the Czech way ("27. 11. 2026 14:19", Prague time, to the minute, or a date alone for 00:00;
 * anything else gets a Czech message) or picked in the browser's own calendar, and the upcoming
 * list reads the same way. It queues through Payload's own server functions, so the jobs are Payload's.
 */
export function SchedulePublishDrawer({ slug }: { slug: string }) {
  const { id, collectionSlug, globalSlug, hasPublishedDoc, unpublishedVersionCount } =
    useDocumentInfo()
  const { title } = useDocumentTitle()
  const { getUpcomingScheduledPublish, schedulePublish } = useServerFunctions()
  const [type, setType] = useState<ScheduleType>(() =>
    defaultScheduleType({ hasPublishedDoc, unpublishedVersionCount }),
  )
  const [text, setText] = useState('')
  const [showError, setShowError] = useState(false)
  const [processing, setProcessing] = useState(false)
  const [upcoming, setUpcoming] = useState<Upcoming[] | null>(null)
  const fieldId = useId()
  const date = parseCzechDateTime(text)
  const invalid = text.trim() !== '' && date === null

  const loadUpcoming = useCallback(
    async () =>
      (await getUpcomingScheduledPublish({ id, collectionSlug, globalSlug })) as Upcoming[],
    [getUpcomingScheduledPublish, id, collectionSlug, globalSlug],
  )

  useEffect(() => {
    let open = true
    loadUpcoming()
      .then((docs) => open && setUpcoming(docs))
      .catch(() => open && setUpcoming([]))
    return () => {
      open = false
    }
  }, [loadUpcoming])

  const save = async () => {
    if (!date) {
      setShowError(true)
      return
    }
    setProcessing(true)
    try {
      const result = (await schedulePublish({
        type,
        date,
        doc: collectionSlug ? { relationTo: collectionSlug, value: String(id) } : undefined,
        global: globalSlug || undefined,
        timezone: PRAGUE_TIME_ZONE,
      })) as { error?: string } | undefined
      if (result?.error) throw new Error(result.error)
      setText('')
      setShowError(false)
      toast.success(`Naplánováno: ${TYPE_LABEL[type].toLowerCase()} ${formatAdminDateTime(date)}.`)
      setUpcoming(await loadUpcoming())
    } catch {
      toast.error('Naplánovat se nepodařilo. Zkuste to prosím znovu.')
    }
    setProcessing(false)
  }

  const cancel = async (jobId: number | string) => {
    // Payload's handler queues nothing after a deletion here (our jobs hook refuses an empty
    // input), so success is read from the list itself.
    try {
      await schedulePublish({ deleteID: jobId })
    } catch {
      // read from the list below
    }
    setUpcoming(await loadUpcoming())
  }

  return (
    <Drawer slug={slug} title={`Naplánovat: ${title}`} className="schedule-publish">
      <div className={styles.scheduler}>
        <fieldset className={styles.types}>
          <legend className={styles.legend}>Co se má stát</legend>
          {(hasPublishedDoc ? (['publish', 'unpublish'] as const) : (['publish'] as const)).map(
            (option) => (
              <label key={option} className={styles.type}>
                <input
                  type="radio"
                  name={`${slug}-type`}
                  value={option}
                  checked={type === option}
                  onChange={() => setType(option)}
                  disabled={processing}
                />
                {TYPE_LABEL[option]}
              </label>
            ),
          )}
        </fieldset>

        <label className={styles.label} htmlFor={`${fieldId}-text`}>
          Datum a čas (pražský čas)
        </label>
        <p className={styles.hint} id={`${fieldId}-hint`}>
          {CZECH_DATE_TIME_HINT}
        </p>
        <div className={styles.when}>
          <input
            id={`${fieldId}-text`}
            className={styles.text}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            aria-describedby={`${fieldId}-hint${showError && invalid ? ` ${fieldId}-error` : ''}`}
            aria-invalid={showError && invalid}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setShowError(true)}
            disabled={processing}
          />
          <label className={styles.calendar}>
            <span>nebo v kalendáři</span>
            <input
              type="datetime-local"
              step={60}
              value={calendarValue(date)}
              onChange={(event) => {
                const picked = parseCalendarValue(event.target.value)
                if (picked) {
                  setText(formatAdminDateTime(picked) ?? '')
                  setShowError(false)
                }
              }}
              disabled={processing}
            />
          </label>
        </div>
        {showError && (invalid || text.trim() === '') ? (
          <p className={styles.error} id={`${fieldId}-error`} role="alert">
            {CZECH_DATE_TIME_INVALID}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            buttonStyle="primary"
            id="scheduled-publish-save"
            onClick={() => void save()}
            disabled={processing}
            type="button"
          >
            Naplánovat
          </Button>
          {processing ? <span role="status">Ukládám…</span> : null}
        </div>
      </div>

      <section className={styles.upcoming} aria-labelledby={`${fieldId}-upcoming`}>
        <h3 id={`${fieldId}-upcoming`}>Naplánováno</h3>
        {upcoming === null ? (
          <p>Načítám…</p>
        ) : upcoming.length === 0 ? (
          <p>Nic naplánováno není.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Akce</th>
                <th scope="col">Kdy (pražský čas)</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>Zrušit</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {upcoming.map((job) => {
                const when = formatAdminDateTime(job.waitUntil)
                return (
                  <tr key={job.id}>
                    <td>{TYPE_LABEL[job.input.type]}</td>
                    <td>{when}</td>
                    <td>
                      <button
                        type="button"
                        className={styles.cancel}
                        onClick={() => void cancel(job.id)}
                      >
                        Zrušit plán<span className={styles.visuallyHidden}> na {when}</span>
                      </button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        )}
      </section>
    </Drawer>
  )
}
