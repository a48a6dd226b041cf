import { describe, expect, it } from 'vitest'

import { findRedirect, redirectMap } from '@/lib/links/findRedirect'
import type { Redirect } from '@/payload-types'

const redirect = (from: string, to: Redirect['to'], type: Redirect['type'] = 'permanent') =>
  ({ id: 1, from, to, type, createdAt: '', updatedAt: '' }) as Redirect

describe('redirects', () => {
  const map = redirectMap([
    redirect('/sofa-news-50', {
      type: 'page',
      page: { path: 'novinky-v-aplikaci-sofa-50' } as never,
    }),
    redirect('/stara-akce', { type: 'path', path: '/udalosti' }, 'temporary'),
    redirect('/skryta', { type: 'page', page: 7 }),
    redirect('/sama-na-sebe', { type: 'path', path: '/sama-na-sebe' }),
  ])

  it('resolves permanent and temporary redirects', () => {
    expect(findRedirect(map, '/sofa-news-50')).toEqual({
      href: '/novinky-v-aplikaci-sofa-50',
      permanent: true,
    })
    expect(findRedirect(map, '/stara-akce')).toEqual({ href: '/udalosti', permanent: false })
  })

  it('ignores a trailing slash and unknown paths', () => {
    expect(findRedirect(map, '/sofa-news-50/')?.href).toBe('/novinky-v-aplikaci-sofa-50')
    expect(findRedirect(map, '/nic')).toBeNull()
  })

  it('leaves out redirects to hidden pages and to themselves', () => {
    expect(findRedirect(map, '/skryta')).toBeNull()
    expect(findRedirect(map, '/sama-na-sebe')).toBeNull()
  })
})
