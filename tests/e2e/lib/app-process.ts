import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { appProcessArgs } from '../../../server/app-command'

// More app processes of the suite's build (the server wrapper and `next start`, as server/start.ts
// runs them) on other ports, on the suite's database: for what only several processes, or a
// process with other settings, can show (two-processes.spec.ts, media-bucket.spec.ts).

const root = path.resolve(import.meta.dirname, '..', '..', '..')
export const suiteDataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? '.data-e2e')

export type AppProcess = { url: string; child: ChildProcess; output: () => string }

/** The suite's embedded database (server/start.ts): its generated password and the port it got. */
export function suiteDatabaseUrl(): string {
  const password = fs.readFileSync(path.join(suiteDataDir, 'pg-password'), 'utf8').trim()
  const port = fs
    .readFileSync(path.join(suiteDataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim()
  return `postgres://helvemed:${encodeURIComponent(password)}@127.0.0.1:${port}/helvemed`
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** One more app process of the suite's build; `env` adds or replaces settings; on `port` when given (a free one otherwise). */
export async function startApp(databaseUrl: string, env: Record<string, string> = {}, port?: number): Promise<AppProcess> {
  port ??= await freePort()
  const url = `http://localhost:${port}`
  let output = ''
  const child = spawn(process.execPath, appProcessArgs(port), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      // the suite's server signs sessions with this secret; every process on one database shares it
      PAYLOAD_SECRET: fs.readFileSync(path.join(suiteDataDir, 'secret'), 'utf8').trim(),
      PUBLIC_URL: url,
      SECURE_COOKIES: 'false',
      MEDIA_DIR: path.join(suiteDataDir, 'media'),
      PAYLOAD_AUTOGENERATE_TYPES: 'false',
      JOBS_AUTORUN: 'true',
      NODE_OPTIONS: '--max-old-space-size=384',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { url, child, output: () => output }
}

export async function readiness(url: string): Promise<{ status: number; body: unknown }> {
  try {
    const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(5000) })
    return { status: res.status, body: await res.json() }
  } catch {
    return { status: 0, body: null }
  }
}

export function stopApp(app: AppProcess | undefined): Promise<void> {
  if (!app || app.child.exitCode !== null || app.child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const killer = setTimeout(() => app.child.kill('SIGKILL'), 8000)
    app.child.once('exit', () => {
      clearTimeout(killer)
      resolve()
    })
    app.child.kill('SIGTERM')
  })
}
