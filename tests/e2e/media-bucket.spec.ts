import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { S3 } from '@aws-sdk/client-s3'
import { expect, request, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { startTestBucket, type TestBucket } from '../support/s3-server'
import { type AppProcess, readiness, startApp, stopApp, suiteDatabaseUrl } from './lib/app-process'
import { DEMO, sessionState } from './support'

// Media in object storage, end to end (ADR 0049): an app process of the suite's
// build started with the S3_* settings of a real S3-compatible server on loopback (s3rver) and an
// empty media folder. The team uploads through Payload's REST API as /admin does; the file lands in
// the bucket, not on disk, and a browser gets it from /media/… (with a year of caching) and from
// /api/cms/media/file/…; a key that is not in the bucket is 404 on both.

test.describe.configure({ mode: 'serial' })

let bucket: TestBucket
let app: AppProcess | undefined
let team: APIRequestContext | undefined
let mediaDir: string
let s3: S3
let uploaded: { id: number; filename: string } | undefined

test.beforeAll(async () => {
  test.setTimeout(150_000)
  bucket = await startTestBucket('helvemed-e2e', 'media')
  s3 = new S3({ region: bucket.env.S3_REGION, endpoint: bucket.env.S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'helvemed-e2e-media-'))
  app = await startApp(suiteDatabaseUrl(), { ...bucket.env, MEDIA_DIR: mediaDir, JOBS_AUTORUN: 'false' })
  await expect
    .poll(async () => (app!.child.exitCode === null ? (await readiness(app!.url)).status : `exited: ${app!.output().slice(-2000)}`), { timeout: 120_000, intervals: [1000] })
    .toBe(200)
  team = await request.newContext({ baseURL: app.url, storageState: await sessionState(app.url, DEMO.admin.email, DEMO.admin.password) })
})

test.afterAll(async () => {
  if (uploaded && team) await team.delete(`/api/cms/media/${uploaded.id}`, { headers: { origin: app!.url } })
  await team?.dispose()
  await stopApp(app)
  await bucket?.stop()
  fs.rmSync(mediaDir, { recursive: true, force: true })
})

test('an upload by the team lands in the bucket, not on the machine', async () => {
  const png = await sharp({ create: { width: 900, height: 400, channels: 3, background: '#0b5f66' } })
    .png()
    .toBuffer()
  const res = await team!.post('/api/cms/media', {
    headers: { origin: app!.url },
    multipart: {
      file: { name: 'Titelbild Notfall.png', mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ alt: 'Notfallstation' }),
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const { doc } = (await res.json()) as { doc: { id: number; filename: string } }
  uploaded = doc
  const keys = ((await s3.listObjectsV2({ Bucket: bucket.env.S3_BUCKET! })).Contents ?? []).map((o) => o.Key)
  expect(keys).toContain(`media/${doc.filename}`)
  expect(fs.readdirSync(mediaDir)).toEqual([])
})

test('a visitor gets the file from /media with a year of caching, and from Payload’s file route', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: app!.url })
  try {
    const page = await context.newPage()
    const direct = await page.goto(`/media/${encodeURIComponent(uploaded!.filename)}`)
    expect(direct?.status()).toBe(200)
    expect(direct?.headers()['cache-control']).toContain('immutable')
    // the image as stored (the media collection converts uploads to WebP)
    const stored = await s3.getObject({ Bucket: bucket.env.S3_BUCKET!, Key: `media/${uploaded!.filename}` })
    expect(direct?.headers()['content-type']).toBe(stored.ContentType)
    expect(stored.ContentType).toMatch(/^image\//)
    expect(Buffer.from(await direct!.body()).equals(Buffer.from(await stored.Body!.transformToByteArray()))).toBe(true)

    const cms = await context.request.get(`/api/cms/media/file/${encodeURIComponent(uploaded!.filename)}`)
    expect(cms.status()).toBe(200)
    expect(cms.headers()['content-type']).toBe(stored.ContentType)
  } finally {
    await context.close()
  }
})

test('a key that is not in the bucket is 404 on both routes', async () => {
  const visitor = await request.newContext({ baseURL: app!.url })
  try {
    await s3.deleteObject({ Bucket: bucket.env.S3_BUCKET!, Key: `media/${uploaded!.filename}` })
    expect((await visitor.get(`/media/${encodeURIComponent(uploaded!.filename)}`)).status()).toBe(404)
    expect((await visitor.get(`/api/cms/media/file/${encodeURIComponent(uploaded!.filename)}`)).status()).toBe(404)
    expect((await visitor.get('/media/gibt-es-nicht.webp')).status()).toBe(404)
  } finally {
    await visitor.dispose()
  }
})
