import { sendMail } from '@/lib/mail/sendMail'

import { contentSchema, workerPool } from '@/queue/queueDatabase'

import { leadsTable } from './leadsTable'

export type AlertOptions = {
  siteUrl: string
  /** The oldest undelivered lead older than this needs attention. */
  alertAfterMinutes: number
}

type AlertState = {
  new_failures: string
  undelivered: string
  oldest_seconds: number | null
  alerted_recently: boolean
}

export type AlertResult = 'none' | 'throttled' | 'no-recipient' | 'sent'

/**
 * One e-mail to the sales address of the site settings when leads need people: some failed for
 * good since the last e-mail, or the oldest undelivered one waits longer than
 * `alertAfterMinutes`. At most one an hour (the time of the last one is the newest `alerted_at`);
 * it names counts and a link to the admin, never a visitor's data.
 */
export async function sendLeadAlertIfDue(options: AlertOptions): Promise<AlertResult> {
  const { rows } = await workerPool().query<AlertState>(
    `SELECT
       count(*) FILTER (WHERE status = 'failed' AND alerted_at IS NULL) AS new_failures,
       count(*) FILTER (WHERE status = 'pending') AS undelivered,
       EXTRACT(EPOCH FROM now() - min(created_at) FILTER (WHERE status = 'pending'))::float8
         AS oldest_seconds,
       coalesce(max(alerted_at) > now() - interval '1 hour', false) AS alerted_recently
     FROM ${leadsTable()}`,
  )
  const state = rows[0]!
  const failures = Number(state.new_failures)
  const oldestMinutes = Math.floor((state.oldest_seconds ?? 0) / 60)
  const stuck = (state.oldest_seconds ?? 0) > options.alertAfterMinutes * 60
  if (failures === 0 && !stuck) return 'none'
  if (state.alerted_recently) return 'throttled'

  const to = await salesAddress()
  if (!to) {
    console.error(
      `[leads] undelivered-leads alert not sent (${failures} failed, ${state.undelivered} pending): no sales e-mail in the site settings`,
    )
    return 'no-recipient'
  }
  const admin = `${options.siteUrl.replace(/\/+$/, '')}/admin/collections/leads`
  const lines = [
    'Dobrý den,',
    '',
    'web nemůže doručit některé poptávky návštěvníků poskytovateli:',
    ...(failures > 0
      ? [
          `- ${failures} ${failures === 1 ? 'poptávka selhala' : 'poptávek selhalo'} (poskytovatel je odmítl, nebo se je nepodařilo doručit ani po opakovaných pokusech).`,
        ]
      : []),
    ...(Number(state.undelivered) > 0
      ? [`- ${state.undelivered} čeká na doručení, nejstarší ${oldestMinutes} min.`]
      : []),
    '',
    'Všechny jsou uložené v administraci webu, žádná se neztratila.',
    `Selhané poptávky: ${admin}?where[status][equals]=failed`,
    `Čekající poptávky: ${admin}?where[status][equals]=pending`,
    'Selhanou poptávku odešlete po opravě znovu tlačítkem „Odeslat znovu“ v jejím detailu.',
    '',
    'Toto upozornění chodí nejvýše jednou za hodinu.',
  ]
  await sendMail({
    to,
    subject: 'Web Software602: poptávky čekají na doručení',
    text: lines.join('\n'),
  })
  // Marks what this e-mail covered; the newest mark is when the last e-mail went.
  await workerPool().query(
    `UPDATE ${leadsTable()} SET alerted_at = now()
     WHERE (status = 'failed' AND alerted_at IS NULL)
        OR id = (SELECT id FROM ${leadsTable()} WHERE status = 'pending' ORDER BY created_at LIMIT 1)`,
  )
  return 'sent'
}

async function salesAddress(): Promise<string | null> {
  const { rows } = await workerPool().query<{ sales_email: string | null }>(
    `SELECT sales_email FROM "${contentSchema()}"."site_settings" LIMIT 1`,
  )
  return rows[0]?.sales_email || null
}
