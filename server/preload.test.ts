import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// A plain HTTP server started with the preload, as server/start.ts starts Next (server/app-command.ts): it answers with
// the X-Forwarded-For header its request listener saw.
const preload = pathToFileURL(path.resolve(import.meta.dirname, 'preload.ts')).href
const SERVER = `
const http = require('node:http')
const server = http.createServer((req, res) => res.end(JSON.stringify({ xff: req.headers['x-forwarded-for'] ?? null, keepAlive: server.keepAliveTimeout })))
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
`

let child: ChildProcess
let origin: string

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', '--import', preload, '-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] })
  const port = await new Promise<string>((resolve) => child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())))
  origin = `http://127.0.0.1:${port}`
})

afterAll(() => {
  child?.kill()
})

const seen = async (headers: Record<string, string> = {}) => ((await (await fetch(origin, { headers })).json()) as { xff: string | null }).xff

describe('preload: idle connections', () => {
  it('stay open longer than a proxy keeps them (Node closes after 5 s, and a reused socket meets ECONNRESET)', async () => {
    const { keepAlive } = (await (await fetch(origin)).json()) as { keepAlive: number }
    expect(keepAlive).toBeGreaterThan(60_000)
  })
})

describe('preload: the TCP peer in X-Forwarded-For', () => {
  it('sets the peer when the client sent none', async () => {
    expect(await seen()).toBe('127.0.0.1')
  })

  it('appends the peer after whatever the client wrote, so the last entry cannot be forged', async () => {
    expect(await seen({ 'x-forwarded-for': '6.6.6.6' })).toBe('6.6.6.6, 127.0.0.1')
    expect(await seen({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2' })).toBe('1.1.1.1, 2.2.2.2, 127.0.0.1')
  })
})

// ADR 0047: a request with no answer after REQUEST_TIMEOUT_S gets a 503 with Retry-After, and what
// the app writes afterwards goes nowhere.
const HANGING = `
const http = require('node:http')
const server = http.createServer((req, res) => {
  if (req.url.endsWith('/late')) return setTimeout(() => { res.setHeader('x-late', '1'); res.end('late') }, 1500)
})
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
`

describe('preload: every request ends within REQUEST_TIMEOUT_S', () => {
  let hanging: ChildProcess
  let url: string
  const stderr: string[] = []

  beforeAll(async () => {
    hanging = spawn(process.execPath, ['--import', 'tsx', '--import', preload, '-e', HANGING], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, REQUEST_TIMEOUT_S: '1', DATABASE_URL: '' },
    })
    hanging.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()))
    const port = await new Promise<string>((resolve) => hanging.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())))
    url = `http://127.0.0.1:${port}`
  })

  afterAll(() => {
    hanging?.kill()
  })

  it('answers 503 with Retry-After in the language of the path when the app never answers', async () => {
    const started = Date.now()
    const answer = await fetch(url + '/fr/jobs')
    expect(Date.now() - started).toBeLessThan(3000)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('10')
    expect(await answer.text()).toContain('Réessaie dans quelques secondes')
    expect((await fetch(url + '/de')).status).toBe(503)
  })

  it('lets the app finish writing into nothing after the 503, without an error', async () => {
    const answer = await fetch(url + '/de/late')
    expect(answer.status).toBe(503)
    expect(answer.headers.get('x-late')).toBeNull()
    await new Promise((r) => setTimeout(r, 1000))
    expect(stderr.join('')).not.toContain('ERR_HTTP_HEADERS_SENT')
    expect(hanging.exitCode).toBeNull()
  })
})
