import { HttpError, sendFile } from '../http'
import type { ImageStore } from '../images'
import { route, type Route } from '../router'

export function imageRoutes(images: ImageStore): Route[] {
  return [
    route('GET', '/images/:kind/:file', async (c) => {
      const png = images.get(c.url.pathname)
      if (!png) throw new HttpError(404, 'Obrázek nenalezen.')
      sendFile(c.res, await png, {
        'Content-Type': 'image/png',
        'Cache-Control': 'public, max-age=86400',
      })
    }),
  ]
}
