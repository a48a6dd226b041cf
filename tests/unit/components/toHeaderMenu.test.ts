import { describe, expect, it } from 'vitest'

import { toHeaderMenu } from '@/components/Header/toHeaderMenu'
import type { Header } from '@/payload-types'

const page = (path: string) => ({ path }) as never

describe('toHeaderMenu', () => {
  it('splits main and secondary links, resolves mega-menus and drops hidden pages', () => {
    const header: Header = {
      id: 1,
      menu: [
        {
          id: 'a',
          label: 'Elektronický podpis',
          kind: 'mega',
          groups: [
            {
              heading: 'Řešení',
              items: [
                {
                  link: { type: 'page', page: page('elektronicky-podpis'), label: 'Podpis' },
                  description: 'Přehled',
                },
                { link: { type: 'page', page: 12, label: 'Nezveřejněná' } },
              ],
            },
            {
              heading: 'Prázdný sloupec',
              items: [{ link: { type: 'page', page: 13, label: 'Skrytá' } }],
            },
          ],
        },
        { id: 'b', label: 'Jen koncepty', kind: 'mega', groups: [{ heading: 'X', items: [] }] },
        {
          id: 'c',
          label: 'Formuláře',
          kind: 'link',
          link: { type: 'page', page: page('formularove-technologie') },
        },
        {
          id: 'd',
          label: 'Blog',
          kind: 'link',
          secondary: true,
          link: { type: 'path', path: '/blog' },
        },
      ],
      eshopLink: { type: 'path', path: '/eshop', label: 'E-shop' },
    }
    expect(toHeaderMenu(header)).toEqual({
      main: [
        {
          kind: 'mega',
          id: 'a',
          label: 'Elektronický podpis',
          groups: [
            {
              heading: 'Řešení',
              links: [
                {
                  href: '/elektronicky-podpis',
                  label: 'Podpis',
                  newTab: false,
                  description: 'Přehled',
                },
              ],
            },
          ],
        },
        {
          kind: 'link',
          id: 'c',
          link: { href: '/formularove-technologie', label: 'Formuláře', newTab: false },
        },
      ],
      secondary: [{ href: '/blog', label: 'Blog', newTab: false }],
      eshop: { href: '/eshop', label: 'E-shop', newTab: false },
    })
  })

  it('gives an empty menu when the header could not be read (build time)', () => {
    expect(toHeaderMenu(null)).toEqual({ main: [], secondary: [], eshop: null })
  })
})
