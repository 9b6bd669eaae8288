import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assetUrl, downloadAsset } from './assets'

// Downloading a Storyblok file (ADR 0069): the size limit on the header and on the bytes read,
// the time limit, the accepted types.

let server: http.Server
let base = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const bytes = Buffer.alloc(2048, 1)
    if (req.url === '/big-declared.png') return void res.writeHead(200, { 'content-type': 'image/png', 'content-length': '999999' }).end(bytes)
    if (req.url === '/big-streamed.png') {
      res.writeHead(200, { 'content-type': 'image/png' })
      res.write(bytes)
      return void res.end(bytes)
    }
    if (req.url === '/slow.png') return void setTimeout(() => res.writeHead(200, { 'content-type': 'image/png' }).end(bytes), 1500)
    if (req.url === '/page.html') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>')
    if (req.url === '/photo.jpg') return void res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(bytes)
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('downloading an asset', () => {
  it('refuses a file larger than the limit, declared or streamed', async () => {
    expect(await downloadAsset(`${base}/big-declared.png`, { maxBytes: 3000 })).toEqual({ ok: false, reason: 'larger than 3000 bytes' })
    expect(await downloadAsset(`${base}/big-streamed.png`, { maxBytes: 3000 })).toEqual({ ok: false, reason: 'larger than 3000 bytes' })
    expect(await downloadAsset(`${base}/big-streamed.png`, { maxBytes: 5000 })).toMatchObject({ ok: true, mimetype: 'image/png', name: 'big-streamed.png' })
  })

  it('gives up after its time limit', async () => {
    expect(await downloadAsset(`${base}/slow.png`, { timeoutMs: 300 })).toEqual({ ok: false, reason: 'timed out' })
  })

  it('takes images and PDF only, the type from the name when the server does not say', async () => {
    expect(await downloadAsset(`${base}/page.html`)).toEqual({ ok: false, reason: 'type text/html is not an image or a PDF' })
    expect(await downloadAsset(`${base}/photo.jpg`)).toMatchObject({ ok: true, mimetype: 'image/jpeg' })
    expect(await downloadAsset(`${base}/missing.png`)).toEqual({ ok: false, reason: 'HTTP 404' })
    expect(await downloadAsset('file:///etc/passwd')).toEqual({ ok: false, reason: 'not an http(s) address' })
    expect(assetUrl('//a.storyblok.com/f/1/x.png')).toBe('https://a.storyblok.com/f/1/x.png')
  })
})
