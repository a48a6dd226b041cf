import { describe, expect, it } from 'vitest'

import { parseBuildEnv, parseEnv, RELEASE_NAME } from '@/lib/env'
import { newReleaseName, releaseOfThisBuild } from '@/lib/release/buildRelease'

describe('release of a build', () => {
  it('is a new, valid name per build: its UTC time and random digits', () => {
    expect(newReleaseName(new Date('2026-05-07T04:43:12.345Z'), '3f9a1c')).toBe(
      '20260507.044312-3f9a1c',
    )
    expect(newReleaseName()).toMatch(RELEASE_NAME)
    expect(newReleaseName()).not.toBe(newReleaseName())
  })

  it('is the given SENTRY_RELEASE, or a new name kept for the rest of the build', () => {
    expect(releaseOfThisBuild({ SENTRY_RELEASE: 'abc1234-42' })).toBe('abc1234-42')
    const build: Record<string, string | undefined> = {}
    const first = releaseOfThisBuild(build)
    expect(build.SENTRY_RELEASE).toBe(first)
    expect(releaseOfThisBuild(build)).toBe(first)
    expect(() => releaseOfThisBuild({ SENTRY_RELEASE: 'v1/../x' })).toThrow(/SENTRY_RELEASE/)
  })

  it('uploads only with a token, and then needs the organisation and project', () => {
    expect(parseBuildEnv({}).SENTRY_AUTH_TOKEN).toBeUndefined()
    expect(() => parseBuildEnv({ SENTRY_AUTH_TOKEN: 'sntrys_x' })).toThrow(
      /SENTRY_ORG[\s\S]*SENTRY_PROJECT/,
    )
    expect(
      parseBuildEnv({ SENTRY_AUTH_TOKEN: 't', SENTRY_ORG: 'o', SENTRY_PROJECT: 'p' }).SENTRY_ORG,
    ).toBe('o')
  })

  it('names the reports’ environment after NODE_ENV unless SENTRY_ENVIRONMENT says otherwise', () => {
    const valid = {
      DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:5432/site',
      PAYLOAD_SECRET: 'x'.repeat(40),
      NODE_ENV: 'production',
    }
    expect(parseEnv(valid).SENTRY_ENVIRONMENT).toBe('production')
    expect(parseEnv({ ...valid, SENTRY_ENVIRONMENT: 'staging' }).SENTRY_ENVIRONMENT).toBe('staging')
    expect(() => parseEnv({ ...valid, SENTRY_ENVIRONMENT: 'a b' })).toThrow(/SENTRY_ENVIRONMENT/)
  })
})
