import zlib from 'node:zlib'
import { expect, test } from './fixtures'

// Image limits in the browser (ADR 0052): an employer's upload that costs too much is refused with its
// own message at the form (not the generic failure toast): an image over 25 megapixels (its header
// says so; nothing is decoded) and a file over 8 MB (refused before it is sent).

/** A PNG that is only a header claiming 7000 × 7000 pixels: the start of a decompression bomb. */
function bombHeader(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(7000, 0)
  ihdr.writeUInt32BE(7000, 4)
  ihdr[8] = 8
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(Buffer.alloc(7001))), chunk('IEND', Buffer.alloc(0))])
}

test('an employer sees why an image upload was refused (pixels, size)', async ({ as }) => {
  const page = await as.page('hr')
  await page.goto('/de/cockpit/institutions')
  const id = await page.locator('li[data-institution-id]').first().getAttribute('data-institution-id')
  expect(id).toMatch(/^\d+$/)
  await page.goto(`/de/cockpit/institutions/media-${id}`)
  const gallery = page.locator('form', { has: page.locator('#file-images') })
  const count = await page.getByTestId('media-gallery').locator('img').count()

  await gallery.locator('#file-images').setInputFiles({ name: 'riesig.png', mimeType: 'image/png', buffer: bombHeader() })
  await gallery.getByRole('button', { name: 'Hochladen' }).click()
  await expect(gallery.getByRole('alert')).toHaveText('Das Bild hat mehr als 25 Megapixel. Bitte verkleinere es (z. B. auf 4000 × 3000 Pixel) und lade es erneut hoch.')
  await page.screenshot({ path: test.info().outputPath('upload-pixels.png'), fullPage: false })

  await gallery.locator('#file-images').setInputFiles({ name: 'gross.png', mimeType: 'image/png', buffer: Buffer.alloc(9 * 1024 * 1024, 1) })
  await gallery.getByRole('button', { name: 'Hochladen' }).click()
  await expect(gallery.getByRole('alert')).toHaveText('Das Bild ist grösser als 8 MB.')
  await expect(page.locator('.toast, [role="status"]').filter({ hasText: /support|Support/ })).toHaveCount(0)
  await expect(page.getByTestId('media-gallery').locator('img')).toHaveCount(count)
})
