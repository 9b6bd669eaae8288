// Renders the platform's icons from src/app/icon.svg (ADR 0024): the favicon (PNG images in an ICO),
// the Apple touch icon and the web manifest's icons. Run after changing the SVG, commit the output:
//   node scripts/render-icons.mjs
import { readFile, writeFile } from 'node:fs/promises'
import sharp from 'sharp'

const svg = await readFile(new URL('../src/app/icon.svg', import.meta.url))
const THEME = '#0b5f66'

/** The square icon at a size; `bleed` fills the corners (iOS and maskable icons round them themselves). */
async function png(size, { bleed = false, padding = 0 } = {}) {
  const inner = size - 2 * padding
  const icon = await sharp(svg, { density: 72 * (inner / 64) * 2 })
    .resize(inner, inner)
    .png()
    .toBuffer()
  return sharp({ create: { width: size, height: size, channels: 4, background: bleed ? THEME : { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: icon, left: padding, top: padding }])
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** An ICO file holding PNG images (supported by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i
    header.writeUInt8(size >= 256 ? 0 : size, entry)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1)
    header.writeUInt16LE(1, entry + 4) // colour planes
    header.writeUInt16LE(32, entry + 6) // bits per pixel
    header.writeUInt32LE(data.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...images.map((i) => i.data)])
}

const out = (path) => new URL(`../${path}`, import.meta.url)
await writeFile(out('src/app/favicon.ico'), ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size) })))))
await writeFile(out('src/app/apple-icon.png'), await png(180, { bleed: true, padding: 10 }))
await writeFile(out('public/icons/icon-192.png'), await png(192))
await writeFile(out('public/icons/icon-512.png'), await png(512))
// Maskable: the safe zone is the inner 80 %, the rest is background colour.
await writeFile(out('public/icons/icon-maskable-512.png'), await png(512, { bleed: true, padding: 52 }))
console.log('icons written')
