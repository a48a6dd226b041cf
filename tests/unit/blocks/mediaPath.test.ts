import { describe, expect, it } from 'vitest'

import { mediaPath } from '@blocks/shared/MediaImage'

describe('media paths', () => {
  it('serves Payload files from the site itself, whatever host rendered the page', () => {
    expect(mediaPath('http://localhost:3000/api/media/file/hero-640x480.webp')).toBe(
      '/api/media/file/hero-640x480.webp',
    )
    expect(mediaPath('/api/media/file/hero.webp')).toBe('/api/media/file/hero.webp')
    expect(mediaPath('https://cdn.example.cz/obrazek.webp')).toBe(
      'https://cdn.example.cz/obrazek.webp',
    )
  })
})
