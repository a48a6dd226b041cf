import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { env } from '@/lib/env'

import { mediaDir } from './mediaDir'

type UploadHandler = NonNullable<
  Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']
>[number]

/**
 * A media file missing from MEDIA_DIR (its row may exist or not) is 404, not the 500 with an
 * error log that Payload's own file endpoint answers. Runs before Payload's reading of the
 * file; with S3 the storage plugin's handler answers instead.
 */
async function answerMissingFile(filename: string): Promise<Response | undefined> {
  if (env().S3_BUCKET) return
  const directory = path.resolve(mediaDir())
  const file = path.resolve(directory, filename)
  const found =
    file.startsWith(directory + path.sep) &&
    (await stat(file).then(
      (stats) => stats.isFile(),
      () => false,
    ))
  if (found) return
  return new Response('Soubor nenalezen.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  })
}

// Payload's type lists `void | Response`, not their promised union; it awaits either and goes on
// to the next handler (or its own reading of the file) on anything but a Response.
export const missingFileNotFound: UploadHandler = (_req, { params }) =>
  answerMissingFile(params.filename) as Promise<void>
