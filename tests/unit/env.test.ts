import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/lib/env'

const valid = {
  DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:5432/site',
  PAYLOAD_SECRET: 'x'.repeat(40),
}

describe('environment', () => {
  it('accepts a minimal valid environment and fills the defaults', () => {
    const env = parseEnv(valid)
    expect(env.SITE_URL).toBe('http://localhost:3000')
    expect(env.PROVIDER_PUBLIC_URL).toBe(env.PROVIDER_API_URL)
    expect(env.IDENTITY_LOGIN_URL).toBe(`${env.PROVIDER_API_URL}/identity/login`)
    expect(env.MEDIA_DIR).toBe('.data/media')
  })

  it('names every missing or malformed variable in one error', () => {
    let message = ''
    try {
      parseEnv({ DATABASE_URL: 'mysql://nope', SITE_URL: 'ftp://example.cz' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('DATABASE_URL')
    expect(message).toContain('PAYLOAD_SECRET')
    expect(message).toContain('SITE_URL')
  })

  it('keeps SITE_URL as the origin browsers send (a default port or a trailing slash dropped)', () => {
    expect(parseEnv({ ...valid, SITE_URL: 'https://localhost:443' }).SITE_URL).toBe(
      'https://localhost',
    )
    expect(parseEnv({ ...valid, SITE_URL: 'https://localhost:8443/' }).SITE_URL).toBe(
      'https://localhost:8443',
    )
  })

  it('refuses a short PAYLOAD_SECRET', () => {
    expect(() => parseEnv({ ...valid, PAYLOAD_SECRET: 'kratke' })).toThrow(/PAYLOAD_SECRET/)
  })

  it('requires the {productId} placeholder in the licence-check path', () => {
    expect(() => parseEnv({ ...valid, PROVIDER_LICENCE_CHECK_PATH: '/api/check' })).toThrow(
      /PROVIDER_LICENCE_CHECK_PATH/,
    )
  })

  it('keeps media on disk without S3_BUCKET, and checks the S3 settings together', () => {
    expect(parseEnv({ ...valid, S3_BUCKET: '' }).S3_BUCKET).toBeUndefined()
    const s3 = parseEnv({
      ...valid,
      S3_BUCKET: 'media',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'klic',
      S3_SECRET_ACCESS_KEY: 'tajemstvi',
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(s3.S3_FORCE_PATH_STYLE).toBe(true)
    expect(() => parseEnv({ ...valid, S3_BUCKET: 'media' })).toThrow(/S3_REGION/)
    expect(() => parseEnv({ ...valid, S3_ACCESS_KEY_ID: 'klic' })).toThrow(/S3_SECRET_ACCESS_KEY/)
  })
})
