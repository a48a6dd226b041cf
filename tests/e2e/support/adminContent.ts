import { expect, type APIResponse, type Page } from '@playwright/test'
import sharp from 'sharp'

import { sameOrigin } from './admin'

/** The document a REST create answered with (the test fails with the answer otherwise). */
export async function createdDoc<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { doc: T }).doc
}

/** A small blue PNG. */
export const smallPng = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b3d91' } })
    .png()
    .toBuffer()

/** A small PNG in the media library, described, uploaded with the admin's session. */
export async function uploadedImage(page: Page, name: string): Promise<{ id: number }> {
  const png = await smallPng()
  return createdDoc(
    await page.request.post('/api/media', {
      headers: sameOrigin(page),
      multipart: {
        file: { name, mimeType: 'image/png', buffer: png },
        _payload: JSON.stringify({ alt: 'Modrý obdélník' }),
      },
    }),
  )
}

/**
 * An unpublished page and a draft page with pre-publish issues: its hero links to the
 * unpublished page, its introduction block (showing `imageId`) to a path where nothing is.
 */
export async function draftPageWithIssues(page: Page, stamp: number, imageId: number) {
  const headers = sameOrigin(page)
  const unpublished = await createdDoc<{ id: number; title: string }>(
    await page.request.post('/api/pages?draft=true', {
      headers,
      data: { title: `Připravujeme ${stamp}`, path: `pripravujeme-${stamp}` },
    }),
  )
  const checked = await createdDoc<{ id: number; title: string }>(
    await page.request.post('/api/pages?draft=true', {
      headers,
      data: {
        title: `Kontrolovaná ${stamp}`,
        path: `kontrolovana-${stamp}`,
        hero: {
          actions: [{ link: { type: 'page', page: unpublished.id, label: 'Připravujeme' } }],
        },
        layout: [
          {
            blockType: 'introduction',
            backgroundClass: 'white',
            heading: 'Úvod',
            buttonURL: { type: 'path', path: `/neni-tu-${stamp}` },
            image: imageId,
          },
        ],
        meta: {
          title: 'Kontrolovaná stránka',
          description: 'Stránka pro kontrolu před zveřejněním.',
        },
      },
    }),
  )
  return { unpublished, checked }
}
