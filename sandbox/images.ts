import sharp from 'sharp'

import { blogPostImages } from './fixtures/blogPosts'
import { caseStudyImages } from './fixtures/caseStudies'
import { hosts } from './fixtures/hosts'
import { hostPhotoPath } from './fixtures/imagePaths'

const PALETTE = ['#0b5cad', '#00897b', '#6a1b9a', '#c62828', '#ef6c00', '#2e7d32', '#37474f']
const FONT = 'DejaVu Sans, Arial, Helvetica, sans-serif'

function colourFor(text: string): string {
  let hash = 0
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return PALETTE[hash % PALETTE.length] as string
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
}

function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`
    return kept
  }
  return lines
}

function portraitSvg(name: string): string {
  const colour = colourFor(name)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
<rect width="320" height="320" fill="${colour}"/>
<circle cx="300" cy="20" r="120" fill="#ffffff" fill-opacity="0.08"/>
<text x="160" y="200" font-family="${FONT}" font-size="110" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials(name))}</text>
</svg>`
}

function bannerSvg(title: string): string {
  const colour = colourFor(title)
  const lines = wrap(title, 30, 4)
  const firstY = 315 - ((lines.length - 1) * 70) / 2
  const text = lines
    .map(
      (line, index) =>
        `<text x="80" y="${firstY + index * 70}" font-family="${FONT}" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('\n')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#102a43"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="1060" cy="120" r="180" fill="#ffffff" fill-opacity="0.07"/>
${text}
<text x="80" y="570" font-family="${FONT}" font-size="30" font-weight="700" fill="#ffffff" fill-opacity="0.8">602</text>
</svg>`
}

function logoSvg(clientName: string): string {
  const colour = colourFor(clientName)
  const lines = wrap(clientName, 20, 2)
  const text = lines
    .map(
      (line, index) =>
        `<text x="150" y="${(lines.length === 1 ? 92 : 76) + index * 32}" font-family="${FONT}" font-size="26" font-weight="700" fill="#1f2933">${escapeXml(line)}</text>`,
    )
    .join('\n')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">
<rect width="480" height="160" fill="#ffffff"/>
<rect x="30" y="30" width="100" height="100" rx="18" fill="${colour}"/>
<text x="80" y="98" font-family="${FONT}" font-size="44" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials(clientName) || clientName.slice(0, 2))}</text>
${text}
</svg>`
}

/** Every image the fixtures refer to, by path, as an SVG to render. */
function imageCatalog(): Map<string, () => string> {
  const catalog = new Map<string, () => string>()
  for (const host of hosts) catalog.set(hostPhotoPath(host.id), () => portraitSvg(host.name))
  for (const image of blogPostImages) catalog.set(image.path, () => bannerSvg(image.title))
  for (const image of caseStudyImages) {
    catalog.set(image.path, () => ('logo' in image ? logoSvg(image.title) : bannerSvg(image.title)))
  }
  return catalog
}

/** Renders each image to PNG once and keeps it in memory. */
export class ImageStore {
  private readonly catalog = imageCatalog()
  private readonly rendered = new Map<string, Promise<Buffer>>()

  has(path: string): boolean {
    return this.catalog.has(path)
  }

  get(path: string): Promise<Buffer> | null {
    const svg = this.catalog.get(path)
    if (!svg) return null
    let png = this.rendered.get(path)
    if (!png) {
      png = sharp(Buffer.from(svg())).png({ compressionLevel: 9 }).toBuffer()
      this.rendered.set(path, png)
    }
    return png
  }

  /** Renders everything in the background so first requests are fast. */
  warmUp(): Promise<void> {
    return Promise.all([...this.catalog.keys()].map((path) => this.get(path)))
      .then(() => undefined)
      .catch((error: unknown) => console.error('[sandbox] image rendering failed', error))
  }
}
