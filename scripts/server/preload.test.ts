import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// A plain HTTP server started with the preload, as scripts/start.mjs starts Next: it answers with
// the X-Forwarded-For header its request listener saw.
const preload = pathToFileURL(path.resolve(import.meta.dirname, 'preload.mjs')).href
const SERVER = `
const http = require('node:http')
const server = http.createServer((req, res) => res.end(JSON.stringify({ xff: req.headers['x-forwarded-for'] ?? null })))
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
`

let child: ChildProcess
let origin: string

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', preload, '-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] })
  const port = await new Promise<string>((resolve) => child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())))
  origin = `http://127.0.0.1:${port}`
})

afterAll(() => {
  child?.kill()
})

const seen = async (headers: Record<string, string> = {}) => ((await (await fetch(origin, { headers })).json()) as { xff: string | null }).xff

describe('preload: the TCP peer in X-Forwarded-For', () => {
  it('sets the peer when the client sent none', async () => {
    expect(await seen()).toBe('127.0.0.1')
  })

  it('appends the peer after whatever the client wrote, so the last entry cannot be forged', async () => {
    expect(await seen({ 'x-forwarded-for': '6.6.6.6' })).toBe('6.6.6.6, 127.0.0.1')
    expect(await seen({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2' })).toBe('1.1.1.1, 2.2.2.2, 127.0.0.1')
  })
})
