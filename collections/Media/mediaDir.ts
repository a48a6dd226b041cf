import path from 'node:path'

import { env } from '@/lib/env'

/** Uploaded files live next to the database data (git-ignored), or where MEDIA_DIR points. */
export function mediaDir(): string {
  return path.resolve(env().MEDIA_DIR)
}
