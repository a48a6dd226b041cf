import type { CollectionConfig, Config } from 'payload'
import { describe, expect, it } from 'vitest'

import { mediaStorage } from '@/lib/media/mediaStorage'

const off = {
  S3_BUCKET: undefined,
  S3_REGION: undefined,
  S3_ENDPOINT: undefined,
  S3_ACCESS_KEY_ID: undefined,
  S3_SECRET_ACCESS_KEY: undefined,
  S3_FORCE_PATH_STYLE: false,
}

const config = (): Config =>
  ({
    collections: [
      { slug: 'media', upload: { staticDir: '/data/media' }, fields: [] },
      { slug: 'pages', fields: [] },
    ],
  }) as unknown as Config

const media = (result: Config) =>
  result.collections?.find((collection) => collection.slug === 'media') as CollectionConfig

describe('media storage (S3 or the shared volume)', () => {
  it('leaves the media collection on disk without S3_BUCKET', async () => {
    const result = await mediaStorage(off)(config())
    expect(media(result).upload).toEqual({ staticDir: '/data/media' })
    // The admin import map carries the S3 upload handler either way.
    expect(Object.keys(result.admin?.dependencies ?? {})).toContain(
      '@payloadcms/storage-s3/client#S3ClientUploadHandler',
    )
  })

  it('stores the media collection in S3 when S3_BUCKET is set', async () => {
    const result = await mediaStorage({
      ...off,
      S3_BUCKET: 'media',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: true,
    })(config())
    const upload = media(result).upload as { disableLocalStorage?: boolean; adapter?: string }
    expect(upload.disableLocalStorage).toBe(true)
    expect(upload.adapter).toBe('s3')
    expect(result.collections?.find((collection) => collection.slug === 'pages')).toEqual({
      slug: 'pages',
      fields: [],
    })
  })
})
