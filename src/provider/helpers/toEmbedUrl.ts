const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,}$/

/** `t=90`, `t=1m30s` or `start=90` as whole seconds. */
function startSeconds(url: URL): number | null {
  const value = url.searchParams.get('start') ?? url.searchParams.get('t')
  if (!value) return null
  if (/^\d+s?$/.test(value)) return Number.parseInt(value, 10)
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value)
  if (!match) return null
  const [, hours = '0', minutes = '0', seconds = '0'] = match
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m|music)\./, '')
  const segments = url.pathname.split('/').filter(Boolean)
  let id: string | null = null
  if (host === 'youtu.be') id = segments[0] ?? null
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v')
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1] ?? null
  }
  return id && YOUTUBE_ID.test(id) ? id : null
}

function vimeoEmbed(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '')
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null
  const segments = url.pathname.split('/').filter(Boolean)
  const idIndex = segments.findIndex((segment) => /^\d+$/.test(segment))
  if (idIndex === -1) return null
  const embed = new URL(`https://player.vimeo.com/video/${segments[idIndex]}`)
  // unlisted videos carry their privacy hash as the next segment or as `h`
  const hash = url.searchParams.get('h') ?? segments[idIndex + 1]
  if (hash && /^[0-9a-f]+$/i.test(hash)) embed.searchParams.set('h', hash)
  return embed.toString()
}

/** Spec 9: a video page link (YouTube or Vimeo) as its player embed address, else null. */
export function toEmbedUrl(videoLink: string | null | undefined): string | null {
  if (!videoLink) return null
  let url: URL
  try {
    url = new URL(videoLink.trim())
  } catch {
    return null
  }
  const id = youtubeId(url)
  if (id) {
    const embed = new URL(`https://www.youtube.com/embed/${id}`)
    const start = startSeconds(url)
    if (start) embed.searchParams.set('start', String(start))
    return embed.toString()
  }
  return vimeoEmbed(url)
}
