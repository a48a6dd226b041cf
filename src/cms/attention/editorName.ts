import type { User } from '@/payload-types'

/** A user as the dashboard names them: their name, else their e-mail; null when unknown. */
export function editorName(user: number | User | null | undefined): string | null {
  if (!user || typeof user !== 'object') return null
  return user.name?.trim() || user.email || null
}
