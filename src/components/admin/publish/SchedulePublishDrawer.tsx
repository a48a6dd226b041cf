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
  czechDateTimeHint,
  czechDateTimeInvalid,
  parseCalendarValue,
  parseCzechDateTime,
} from '@/scheduling/czechDateTime'
import { defaultScheduleType, type ScheduleType } from '@/scheduling/defaultScheduleType'
import {
  isSchedulableTime,
  pastScheduleTimeMessage,
  SCHEDULE_FAILED,
  type SchedulePublishResult,
} from '@/scheduling/scheduleTime'

import styles from './SchedulePublishDrawer.module.css'

type Upcoming = { id: number | string; input: { type: ScheduleType }; waitUntil: string }

const TYPE_LABEL: Record<ScheduleType, string> = {
  publish: 'Zveřejnit',
  unpublish: 'Zrušit zveřejnění',
}

/**
 * "Naplánovat zveřejnění" for pages and globals with scheduled publishing, in place of Payload's
 * drawer: the preselected action fits the document (defaultScheduleType.ts), the time is typed
 * the Czech way ("27. 11. 2026 14:19", Prague time, to the minute, or a date alone for 00:00,
 * which the field then reads back; anything else gets a Czech message) or picked in the
 * browser's own calendar, and the upcoming list reads the same way. Only a time still to come is
 * scheduled: a past one is refused on the field (here, and by the server function with the same
 * rule, schedulePublishServerFunction.ts), never published at once by mistake. It queues through
 * Payload's server function, so the jobs are Payload's.
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
  // The message on the field, once there was one: kept up to date as the editor types.
  const [problem, setProblem] = useState<string | null>(null)
  const [processing, setProcessing] = useState(false)
  const [upcoming, setUpcoming] = useState<Upcoming[] | null>(null)
  // The hint's example is tomorrow morning as of the drawer's opening.
  const [openedAt] = useState(() => new Date())
  const fieldId = useId()
  const date = parseCzechDateTime(text)
  // "24. 12. 2026" or "24.12.2026 9.05" read back as the time it means ("tj. 24. 12. 2026 00:00").
  const shown = date ? formatAdminDateTime(date) : null
  const reading = shown && shown !== text.trim() ? shown : null

  /** What is wrong with `value` as a time to schedule at `now`, in Czech; null when nothing. */
  const problemOf = (value: string, now: Date, action: ScheduleType = type): string | null => {
    const parsed = parseCzechDateTime(value)
    if (!parsed) return czechDateTimeInvalid(now)
    return isSchedulableTime(parsed, now) ? null : pastScheduleTimeMessage(action)
  }

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
    const refusal = problemOf(text, new Date())
    if (refusal || !date) {
      setProblem(refusal)
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
      })) as SchedulePublishResult | undefined
      if (result && 'error' in result) {
        // The server's own reason for the time (a browser clock behind); anything else is
        // Payload's, in English, so the editor gets the Czech one.
        if (result.field === 'date') setProblem(result.error)
        else toast.error(SCHEDULE_FAILED)
      } else {
        setText('')
        setProblem(null)
        toast.success(
          `Naplánováno: ${TYPE_LABEL[type].toLowerCase()} ${formatAdminDateTime(date)}.`,
        )
        setUpcoming(await loadUpcoming())
      }
    } catch {
      toast.error(SCHEDULE_FAILED)
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
                  onChange={() => {
                    setType(option)
                    if (problem !== null) setProblem(problemOf(text, new Date(), option))
                  }}
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
          {czechDateTimeHint(openedAt)}
        </p>
        <div className={styles.when}>
          <input
            id={`${fieldId}-text`}
            className={styles.text}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            aria-describedby={[
              `${fieldId}-hint`,
              problem ? `${fieldId}-error` : reading ? `${fieldId}-reading` : null,
            ]
              .filter(Boolean)
              .join(' ')}
            aria-invalid={problem !== null}
            onChange={(event) => {
              setText(event.target.value)
              if (problem !== null) setProblem(problemOf(event.target.value, new Date()))
            }}
            onBlur={() => setProblem(problemOf(text, new Date()))}
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
                  const pickedText = formatAdminDateTime(picked) ?? ''
                  setText(pickedText)
                  setProblem(problemOf(pickedText, new Date()))
                }
              }}
              disabled={processing}
            />
          </label>
        </div>
        {problem ? (
          <p className={styles.error} id={`${fieldId}-error`} role="alert">
            {problem}
          </p>
        ) : reading ? (
          <p className={styles.reading} id={`${fieldId}-reading`}>
            tj. {reading}
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
