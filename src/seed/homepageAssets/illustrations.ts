/**
 * SVG illustrations, logos and badges for the homepage seed, drawn here so the repository needs
 * no binary assets; `renderImage` turns them into optimised WebP at seed time.
 */
const FONT = 'DejaVu Sans, Arial, sans-serif'

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export type Palette = { base: string; dark: string; accent: string; soft: string }

export const palettes = {
  blue: { base: '#0b3d91', dark: '#072a66', accent: '#00a3e0', soft: '#e6eefb' },
  teal: { base: '#00799e', dark: '#00506a', accent: '#34c6b8', soft: '#e0f4f6' },
  violet: { base: '#3d2b91', dark: '#281b66', accent: '#8f7cf7', soft: '#ece8fd' },
  amber: { base: '#a85a00', dark: '#6e3b00', accent: '#ffb400', soft: '#fff3d6' },
} satisfies Record<string, Palette>

/** Hero: a signed document with a seal and a time stamp over a soft grid. */
export function heroSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1120" height="840" viewBox="0 0 1120 840">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1456c4"/><stop offset="1" stop-color="#0a2f73"/>
    </linearGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
      <feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#020d24" flood-opacity="0.45"/>
    </filter>
  </defs>
  <rect width="1120" height="840" rx="40" fill="url(#bg)"/>
  <g stroke="#ffffff" stroke-opacity="0.07" stroke-width="2">
    ${Array.from({ length: 14 }, (_, i) => `<line x1="${i * 80}" y1="0" x2="${i * 80}" y2="840"/>`).join('')}
    ${Array.from({ length: 11 }, (_, i) => `<line x1="0" y1="${i * 80}" x2="1120" y2="${i * 80}"/>`).join('')}
  </g>
  <g filter="url(#shadow)">
    <rect x="300" y="110" width="520" height="640" rx="24" fill="#ffffff"/>
  </g>
  <rect x="360" y="180" width="260" height="26" rx="13" fill="#0b3d91"/>
  <g fill="#d9e1ec">
    <rect x="360" y="250" width="400" height="16" rx="8"/><rect x="360" y="290" width="370" height="16" rx="8"/>
    <rect x="360" y="330" width="390" height="16" rx="8"/><rect x="360" y="370" width="300" height="16" rx="8"/>
    <rect x="360" y="430" width="400" height="16" rx="8"/><rect x="360" y="470" width="340" height="16" rx="8"/>
  </g>
  <path d="M370 640 C 420 560, 450 690, 500 610 S 580 600, 610 640 S 680 620, 720 600" fill="none"
    stroke="#0b3d91" stroke-width="7" stroke-linecap="round"/>
  <line x1="360" y1="670" x2="760" y2="670" stroke="#9aa9bf" stroke-width="3" stroke-dasharray="10 10"/>
  <g transform="translate(800 560)" filter="url(#shadow)">
    <circle r="112" fill="#ffb400"/>
    <circle r="88" fill="none" stroke="#1b2330" stroke-width="6" stroke-dasharray="4 10"/>
    <path d="M-42 4 L-10 36 L48 -30" fill="none" stroke="#1b2330" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <g transform="translate(210 250)" filter="url(#shadow)">
    <rect x="-110" y="-60" width="220" height="120" rx="20" fill="#00a3e0"/>
    <circle cx="-58" cy="0" r="30" fill="none" stroke="#fff" stroke-width="7"/>
    <path d="M-58 -16 L-58 0 L-46 10" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round"/>
    <rect x="-12" y="-20" width="90" height="14" rx="7" fill="#fff"/>
    <rect x="-12" y="8" width="64" height="14" rx="7" fill="#fff" fill-opacity="0.7"/>
  </g>
</svg>`
}

const iconPaths: Record<string, string> = {
  signature: `<path d="M60 176 C 84 120, 104 196, 128 150 S 170 140, 196 168" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round"/>
    <path d="M150 60 L196 106 L120 182 L84 190 L92 154 Z" fill="#fff" fill-opacity="0.9"/>`,
  archive: `<rect x="56" y="64" width="144" height="40" rx="10" fill="#fff"/>
    <rect x="68" y="112" width="120" height="88" rx="10" fill="#fff" fill-opacity="0.85"/>
    <rect x="106" y="132" width="44" height="12" rx="6" fill="currentColor"/>`,
  mailbox: `<rect x="48" y="76" width="160" height="112" rx="14" fill="#fff"/>
    <path d="M52 84 L128 140 L204 84" fill="none" stroke="currentColor" stroke-width="10" stroke-linejoin="round"/>`,
  people: `<circle cx="96" cy="96" r="30" fill="#fff"/><circle cx="164" cy="104" r="24" fill="#fff" fill-opacity="0.8"/>
    <path d="M44 196 C 44 150, 148 150, 148 196 Z" fill="#fff"/><path d="M126 196 C 130 160, 212 158, 212 196 Z" fill="#fff" fill-opacity="0.8"/>`,
  seal: `<circle cx="128" cy="120" r="62" fill="#fff"/><circle cx="128" cy="120" r="44" fill="none" stroke="currentColor" stroke-width="8"/>
    <path d="M100 176 L92 216 L128 198 L164 216 L156 176" fill="#fff" fill-opacity="0.85"/>`,
  board: `<rect x="52" y="56" width="152" height="108" rx="10" fill="#fff"/>
    <rect x="70" y="78" width="70" height="12" rx="6" fill="currentColor"/><rect x="70" y="102" width="116" height="10" rx="5" fill="currentColor" fill-opacity="0.5"/>
    <rect x="70" y="122" width="96" height="10" rx="5" fill="currentColor" fill-opacity="0.5"/><rect x="120" y="164" width="16" height="40" fill="#fff"/>`,
}

export type IconName = keyof typeof iconPaths

/** A square product-card icon. */
export function iconSvg(name: IconName, palette: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" color="${palette.base}">
  <rect width="256" height="256" rx="64" fill="${palette.base}"/>
  <circle cx="214" cy="42" r="22" fill="${palette.accent}"/>
  ${iconPaths[name]}
</svg>`
}

/** A product screen: window chrome, the product name, a list and a chart in its colours. */
export function productScreenSvg(title: string, subtitle: string, palette: Palette): string {
  const bars = [180, 260, 220, 320, 280, 360]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1120" height="840" viewBox="0 0 1120 840">
  <rect width="1120" height="840" rx="36" fill="${palette.soft}"/>
  <rect x="80" y="80" width="960" height="680" rx="24" fill="#ffffff" stroke="${palette.base}" stroke-opacity="0.15" stroke-width="3"/>
  <rect x="80" y="80" width="960" height="72" rx="24" fill="${palette.base}"/>
  <rect x="80" y="128" width="960" height="24" fill="${palette.base}"/>
  <g fill="#ffffff" fill-opacity="0.6"><circle cx="124" cy="116" r="10"/><circle cx="156" cy="116" r="10"/><circle cx="188" cy="116" r="10"/></g>
  <text x="240" y="127" font-family="${FONT}" font-size="32" font-weight="700" fill="#ffffff">${escape(title)}</text>
  <rect x="120" y="200" width="240" height="520" rx="16" fill="${palette.soft}"/>
  ${[0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<rect x="144" y="${228 + i * 78}" width="${150 + (i % 3) * 20}" height="22" rx="11" fill="${i === 1 ? palette.base : '#b8c4d6'}"/>`,
    )
    .join('')}
  <text x="400" y="250" font-family="${FONT}" font-size="30" font-weight="700" fill="#1b2330">${escape(subtitle)}</text>
  <rect x="400" y="280" width="560" height="14" rx="7" fill="#d9e1ec"/>
  <rect x="400" y="306" width="420" height="14" rx="7" fill="#d9e1ec"/>
  ${bars
    .map(
      (h, i) =>
        `<rect x="${420 + i * 88}" y="${690 - h}" width="56" height="${h}" rx="10" fill="${i === bars.length - 1 ? palette.accent : palette.base}" fill-opacity="${0.55 + i * 0.08}"/>`,
    )
    .join('')}
  <line x1="400" y1="700" x2="960" y2="700" stroke="#b8c4d6" stroke-width="3"/>
</svg>`
}

/** A wordmark logo; `width` 264 for ordinary names, wider for long ones. */
export function wordmarkSvg(name: string, palette: Palette, width = 264): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="88" viewBox="0 0 ${width} 88">
  <rect width="${width}" height="88" rx="16" fill="#ffffff"/>
  <rect x="12" y="18" width="52" height="52" rx="14" fill="${palette.base}"/>
  <path d="M26 46 L36 56 L52 34" fill="none" stroke="${palette.accent}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="78" y="57" font-family="${FONT}" font-size="30" font-weight="700" fill="${palette.dark}">${escape(name)}</text>
</svg>`
}

/** A square monogram, the small logo for narrow screens. */
export function monogramSvg(initials: string, palette: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
  <rect width="96" height="96" rx="24" fill="${palette.base}"/>
  <text x="48" y="60" font-family="${FONT}" font-size="36" font-weight="700" fill="#ffffff" text-anchor="middle">${escape(initials)}</text>
</svg>`
}

/** A certification badge: a rosette with the standard's name. */
export function badgeSvg(line1: string, line2: string, palette: Palette): string {
  const teeth = Array.from({ length: 24 }, (_, i) => {
    const angle = (i / 24) * Math.PI * 2
    const r = i % 2 ? 104 : 116
    return `${120 + Math.cos(angle) * r},${120 + Math.sin(angle) * r}`
  }).join(' ')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
  <polygon points="${teeth}" fill="${palette.base}"/>
  <circle cx="120" cy="120" r="88" fill="#ffffff"/>
  <circle cx="120" cy="120" r="78" fill="none" stroke="${palette.accent}" stroke-width="4"/>
  <text x="120" y="114" font-family="${FONT}" font-size="30" font-weight="700" fill="${palette.dark}" text-anchor="middle">${escape(line1)}</text>
  <text x="120" y="148" font-family="${FONT}" font-size="20" fill="${palette.base}" text-anchor="middle">${escape(line2)}</text>
</svg>`
}
