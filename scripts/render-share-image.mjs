// Renders the brand's share picture (public/brand/share-1200x630.png) from src/app/icon.svg: the
// preview image of a public page that has no raster picture of its own. Facebook and LinkedIn want at
// least 1200x630 (ADR 0063). Run after changing the SVG, commit the output:
//   node scripts/render-share-image.mjs
import { readFile, writeFile } from 'node:fs/promises'
import sharp from 'sharp'

const WIDTH = 1200
const HEIGHT = 630
const THEME = '#0b5f66'
const ICON = 300

const svg = await readFile(new URL('../src/app/icon.svg', import.meta.url))
const icon = await sharp(svg, { density: 72 * (ICON / 64) * 2 })
  .resize(ICON, ICON)
  .png()
  .toBuffer()
// The word mark as paths would need a font file; a plain bar under the icon keeps the picture the
// same on every machine (no system fonts involved).
const bar = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect x="450" y="520" width="300" height="10" rx="5" fill="#7fd3cf"/></svg>`)
const png = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: THEME } })
  .composite([
    { input: icon, left: (WIDTH - ICON) / 2, top: 150 },
    { input: bar, left: 0, top: 0 },
  ])
  .png({ compressionLevel: 9 })
  .toBuffer()
await writeFile(new URL('../public/brand/share-1200x630.png', import.meta.url), png)
console.log('share image written')
