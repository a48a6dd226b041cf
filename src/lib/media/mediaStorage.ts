import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { env, type Env } from '@/lib/env'

type S3Settings = Pick<
  Env,
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>

/**
 * Where uploaded media live. With S3_BUCKET set, the `media` collection stores its files (and
 * the generated sizes) in S3 and Payload streams them at the same `/api/media/file/…` URLs;
 * without it the plugin stays off and files live in MEDIA_DIR (a volume shared by the replicas).
 *
 * The plugin is registered in both cases, switched by `enabled`: it always adds its client
 * upload handler to the admin import map, so one generated import map fits every deployment.
 */
export function mediaStorage(settings: S3Settings = env()): Plugin {
  const {
    S3_BUCKET,
    S3_REGION,
    S3_ENDPOINT,
    S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE,
  } = settings
  return s3Storage({
    enabled: Boolean(S3_BUCKET),
    bucket: S3_BUCKET ?? '',
    collections: { media: true },
    config: {
      region: S3_REGION,
      endpoint: S3_ENDPOINT,
      forcePathStyle: S3_FORCE_PATH_STYLE,
      // Without keys the AWS SDK's default chain applies (instance or task role).
      credentials:
        S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
          ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
          : undefined,
    },
  })
}
