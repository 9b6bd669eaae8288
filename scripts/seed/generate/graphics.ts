import type { Random } from '../random'

// Deterministic placeholder artwork: logos and headers as SVG, job ads as a one-page PDF.

const STOPWORDS = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'di', 'del', 'della', 'am', 'im', 'für', 'und', 'et', 'e', '–', 'd', 'l'])

export function initials(name: string): string {
  const words = name.split(/[\s\-’']+/).filter((w) => w !== '' && !STOPWORDS.has(w.toLowerCase()) && /^\p{L}/u.test(w))
  return words
    .slice(0, 3)
    .map((w) => w.charAt(0).toUpperCase())
    .join('')
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

export function logoSvg(name: string, hue: number): string {
  const letters = initials(name)
  const size = letters.length > 2 ? 136 : 168
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img">',
    `<title>${escapeXml(name)}</title>`,
    '<defs><clipPath id="shape"><rect width="400" height="400" rx="72"/></clipPath></defs>',
    '<g clip-path="url(#shape)">',
    `<rect width="400" height="400" fill="hsl(${hue} 52% 34%)"/>`,
    `<circle cx="330" cy="70" r="120" fill="hsl(${(hue + 24) % 360} 56% 44%)" opacity="0.45"/>`,
    '</g>',
    `<text x="200" y="200" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${escapeXml(letters)}</text>`,
    '</svg>',
  ].join('')
}

export function headerSvg(name: string, hue: number, rng: Random): string {
  const shapes: string[] = []
  for (let i = 0; i < 7; i++) {
    const r = rng.int(60, 220)
    shapes.push(`<circle cx="${rng.int(0, 1200)}" cy="${rng.int(0, 400)}" r="${r}" fill="#ffffff" opacity="${(0.06 + rng.float() * 0.1).toFixed(2)}"/>`)
  }
  const wave = `M0 ${rng.int(260, 320)} C 300 ${rng.int(200, 300)}, 700 ${rng.int(330, 400)}, 1200 ${rng.int(240, 310)} L1200 400 L0 400 Z`
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img">',
    `<title>${escapeXml(name)}</title>`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue} 45% 82%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360} 40% 62%)"/>`,
    '</linearGradient></defs>',
    '<rect width="1200" height="400" fill="url(#g)"/>',
    ...shapes,
    `<path d="${wave}" fill="hsl(${hue} 45% 30%)" opacity="0.18"/>`,
    '</svg>',
  ].join('')
}

/** Characters of WinAnsiEncoding outside Latin-1 that our texts use. */
const WIN_ANSI: Record<string, number> = { '–': 0x96, '—': 0x97, '’': 0x92, '‘': 0x91, '“': 0x93, '”': 0x94, '•': 0x95, '€': 0x80 }

function winAnsiBytes(text: string): number[] {
  const bytes: number[] = []
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63
    const mapped = WIN_ANSI[ch] ?? (code < 256 && (code < 0x80 || code > 0x9f) ? code : 63)
    if (mapped === 0x28 || mapped === 0x29 || mapped === 0x5c) bytes.push(0x5c)
    bytes.push(mapped)
  }
  return bytes
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(' ')) {
      if (line !== '' && line.length + word.length + 1 > width) {
        lines.push(line)
        line = word
      } else {
        line = line === '' ? word : `${line} ${word}`
      }
    }
    lines.push(line)
  }
  return lines
}

/** A minimal, valid one-page PDF (Helvetica, A4) with a title and body text. */
export function jobPdf(title: string, subtitle: string, body: string): Buffer {
  const content: number[] = []
  const push = (s: string) => content.push(...Buffer.from(s, 'latin1'))
  const textLine = (size: number, x: number, y: number, text: string) => {
    push(`BT /F1 ${size} Tf ${x} ${y} Td (`)
    content.push(...winAnsiBytes(text))
    push(') Tj ET\n')
  }
  let y = 780
  for (const line of wrap(title, 48)) {
    textLine(20, 56, y, line)
    y -= 26
  }
  textLine(12, 56, y - 4, subtitle)
  y -= 40
  for (const line of wrap(body, 88).slice(0, 44)) {
    textLine(10, 56, y, line)
    y -= 14
  }

  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>', 'latin1'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>', 'latin1'),
    Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`, 'latin1'), Buffer.from(content), Buffer.from('\nendstream', 'latin1')]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>', 'latin1'),
  ]
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  const offsets: number[] = []
  let length = parts[0]?.length ?? 0
  objects.forEach((body, i) => {
    offsets.push(length)
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')])
    parts.push(chunk)
    length += chunk.length
  })
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('')
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'))
  return Buffer.concat(parts)
}
