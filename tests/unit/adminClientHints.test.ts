import { withPayload } from '@payloadcms/next/withPayload'
import { describe, expect, it } from 'vitest'

import { scopeClientHintsToAdmin } from '@/lib/security/adminClientHints'

describe('client hints', () => {
  it('are asked for by the admin only, not by site pages', async () => {
    const own = {
      source: '/:path*',
      headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
    }
    const rules = await withPayload({ headers: async () => [own] }).headers!()
    // Payload's own rule, as installed: if it stops adding the hints, this test says so.
    expect(rules.some((rule) => rule.headers.some((h) => h.key === 'Critical-CH'))).toBe(true)

    const scoped = scopeClientHintsToAdmin(rules)
    const critical = scoped.filter((rule) => rule.headers.some((h) => h.key === 'Critical-CH'))
    expect(critical.map((rule) => rule.source)).toEqual(['/admin/:path*'])
    expect(scoped).toContainEqual(own)
  })
})
