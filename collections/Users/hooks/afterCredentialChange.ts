import type { CollectionAfterChangeHook } from 'payload'

import { credentialChangeMail } from '@/lib/mail/credentialChangeMail'
import { sendMail } from '@/lib/mail/sendMail'

import { credentialState } from './credentialChange'

type Session = { id: string; createdAt?: unknown; expiresAt: unknown }

/**
 * After a password or e-mail change (checked by requireCurrentPassword.ts):
 * - every other session of the account ends: only the session that made the change survives
 *   its own change; an administrator's change of another account ends all of theirs. Payload
 *   does this itself for a new password (collections/operations/utilities/update.js), not for a
 *   new e-mail, so it is done here for both;
 * - the previous address gets a Czech notice (src/lib/mail/credentialChangeMail.ts), so an
 *   owner whose session was stolen learns of it; a mail server that fails does not undo the
 *   change, it is logged;
 * - a change made by an administrator to another account is logged with both ids (no
 *   addresses: logs carry no personal data).
 */
export const afterCredentialChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'update') return doc
  const change = credentialState(req).changes.get(String(doc.id))
  if (!change) return doc
  credentialState(req).changes.delete(String(doc.id))

  const currentSid = change.own ? (req.user as { _sid?: string } | null)?._sid : undefined
  const stored = await req.payload.db.findOne<{ id: number | string; sessions?: Session[] | null }>(
    {
      collection: 'users',
      where: { id: { equals: doc.id } },
      req,
    },
  )
  const sessions = stored?.sessions ?? []
  const kept = currentSid ? sessions.filter((session) => session.id === currentSid) : []
  if (kept.length !== sessions.length) {
    await req.payload.db.updateOne({
      collection: 'users',
      id: doc.id,
      data: { sessions: kept },
      req,
      returning: false,
    })
  }

  if (!change.own) {
    req.payload.logger.info({
      msg: 'Account credentials changed by an administrator',
      administrator: req.user?.id,
      user: doc.id,
      passwordChanged: change.passwordChanged,
      emailChanged: change.emailChanged,
    })
  }

  try {
    await sendMail(
      credentialChangeMail({
        to: change.previousEmail,
        passwordChanged: change.passwordChanged,
        emailChanged: change.emailChanged,
        byAdministrator: !change.own,
        at: new Date(),
      }),
    )
  } catch (error) {
    req.payload.logger.error({
      msg: 'Credential change notice not sent',
      user: doc.id,
      err: error instanceof Error ? error.message : String(error),
    })
  }
  return doc
}
