import type { Metadata } from 'next'

/** Of the not-found page; routes that call notFound() return it from generateMetadata too. */
export const notFoundMetadata: Metadata = {
  title: 'Stránka nenalezena',
  robots: { index: false },
}
