/**
 * What a process does (PROCESS_ROLE): `web` serves pages and the admin only, `worker` runs every
 * background task (lead delivery, retention, alerts, the backup monitor, scheduled publishing)
 * and serves nothing, `all` does both (npm run dev, npm start: one machine, one process).
 */
export const PROCESS_ROLES = ['web', 'worker', 'all'] as const

export type ProcessRole = (typeof PROCESS_ROLES)[number]

export const runsBackgroundWork = (role: ProcessRole): boolean => role !== 'web'
