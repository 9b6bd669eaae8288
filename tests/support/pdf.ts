import { createCanvas } from '@napi-rs/canvas'
import jsQR from 'jsqr'

// Reads a PDF back as a person would: its text, and the QR code of its payment part decoded from
// the rendered page (pdf.js renders, jsQR decodes). Used to check invoices end to end.

async function open(pdf: Buffer) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  return pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise
}

export async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await open(pdf)
  const pages: string[] = []
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent()
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '))
  }
  await doc.destroy()
  return pages.join('\n').replace(/\s+/g, ' ')
}

/** The text of the first QR code found on any page (null when none). */
export async function pdfQrCode(pdf: Buffer, scale = 4): Promise<string | null> {
  const doc = await open(pdf)
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n)
      const viewport = page.getViewport({ scale })
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height))
      const context = canvas.getContext('2d')
      context.fillStyle = '#ffffff'
      context.fillRect(0, 0, canvas.width, canvas.height)
      await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise
      const image = context.getImageData(0, 0, canvas.width, canvas.height)
      const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)
      if (found) return found.data
    }
    return null
  } finally {
    await doc.destroy()
  }
}

/** The Swiss QR-bill fields of a decoded QR code (Swiss Payment Standards, "SPC" 0200). */
export function swissQrFields(text: string) {
  const l = text.split(/\r?\n/)
  return {
    header: l[0],
    version: l[1],
    iban: l[3],
    creditor: { name: l[5], street: l[6], house: l[7], zip: l[8], city: l[9], country: l[10] },
    amount: l[18],
    currency: l[19],
    debtor: { name: l[21], street: l[22], zip: l[24], city: l[25], country: l[26] },
    referenceType: l[27],
    reference: l[28],
    message: l[29],
    trailer: l[30],
  }
}

/** A piece of text on a page where pdf.js reads it: x from the left, baseline from the top, in points. */
export interface PdfTextItem {
  page: number
  str: string
  x: number
  baseline: number
  height: number
}

/** Every non-blank text piece of a PDF with its position (page height minus pdf.js's y: from the top). */
export async function pdfTextItems(pdf: Buffer): Promise<PdfTextItem[]> {
  const doc = await open(pdf)
  const items: PdfTextItem[] = []
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n)
      const top = page.getViewport({ scale: 1 }).height
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item) || !item.str.trim()) continue
        items.push({ page: n, str: item.str, x: item.transform[4] as number, baseline: top - (item.transform[5] as number), height: item.height })
      }
    }
    return items
  } finally {
    await doc.destroy()
  }
}
