/**
 * A one-page PDF 1.4 written by hand: the standard Helvetica font needs no embedding, so the
 * text is kept to ASCII (Czech diacritics are stripped).
 */

export function toPdfAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?')
}

function escapePdfString(text: string): string {
  return toPdfAscii(text).replace(/[\\()]/g, (char) => `\\${char}`)
}

export interface PdfLine {
  text: string
  size?: number
  bold?: boolean
  /** Extra space above, in points. */
  gap?: number
}

export function buildPdf(title: string, lines: PdfLine[]): Buffer {
  let y = 800
  const content = lines
    .map((line) => {
      const size = line.size ?? 11
      y -= (line.gap ?? 0) + size + 5
      return `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf 56 ${y} Td (${escapePdfString(line.text)}) Tj ET`
    })
    .join('\n')

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escapePdfString(title)}) /Producer (Provider sandbox) >>`,
  ]

  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xrefOffset = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`
  pdf += `startxref\n${xrefOffset}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}
