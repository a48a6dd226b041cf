import sharp from 'sharp'

/** A neutral portrait placeholder (initials on a brand colour) until marketers upload photos. */
export async function portrait(name: string, background: string): Promise<Buffer> {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
    <rect width="480" height="480" fill="${background}"/>
    <text x="50%" y="54%" font-family="DejaVu Sans, Arial, sans-serif" font-size="180" font-weight="700"
      fill="#ffffff" text-anchor="middle" dominant-baseline="middle">${initials}</text>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
