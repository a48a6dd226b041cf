import type { PayloadRequest } from 'payload'

/**
 * What the users hooks pass along one update request: the current password the person typed
 * (taken out of the data before anything could store or echo it) and, per account changed, what
 * changed, for the afterChange hook (sessions, mail, record). Kept on the request under a
 * symbol of ours: not in `req.context`, which hooks of other code may read or log.
 */
const stateKey = Symbol.for('site602.credentialChange')

export type CredentialChange = {
  passwordChanged: boolean
  emailChanged: boolean
  previousEmail: string
  /** The signed-in user changed their own account. */
  own: boolean
}

type State = { currentPassword?: string; changes: Map<string, CredentialChange> }
type StatefulRequest = PayloadRequest & { [stateKey]?: State }

export function credentialState(req: PayloadRequest): State {
  const request = req as StatefulRequest
  request[stateKey] ??= { changes: new Map() }
  return request[stateKey]
}
