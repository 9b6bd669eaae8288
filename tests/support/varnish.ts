// Debian's Varnish with its xkey module (varnish, varnish-modules) for the shared cache tests
// (ADR 0074): found, installed when missing and allowed (root, apt-get), or a reason to skip.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const VARNISHD = '/usr/sbin/varnishd'
const XKEY = ['/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so', '/usr/lib/aarch64-linux-gnu/varnish/vmods/libvmod_xkey.so', '/usr/lib/varnish/vmods/libvmod_xkey.so']
const root = path.resolve(import.meta.dirname, '..', '..')

const present = () => fs.existsSync(VARNISHD) && XKEY.some((file) => fs.existsSync(file))

/** null when varnishd and xkey are there (installed now if need be), else why not. */
export function varnishMissing(): string | null {
  if (present()) return null
  if (process.getuid?.() !== 0) return 'Varnish with xkey is not installed (apt-get install varnish varnish-modules) and this user cannot install it'
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore', timeout: 120_000 })
  spawnSync('apt-get', ['install', '-y', '-qq', 'varnish', 'varnish-modules'], { env, stdio: 'ignore', timeout: 240_000 })
  return present() ? null : 'Varnish with xkey is not installed and apt-get could not install it (varnish, varnish-modules)'
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** deploy/varnish/default.vcl with a site.vcl for these backends (loopback ports), in a folder varnishd's user can read. */
export function vclFolder(backendPorts: readonly number[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'helvemed-varnish-'))
  fs.chmodSync(dir, 0o755)
  const backends = backendPorts.map((port, i) => `backend app${i} {\n  .host = "127.0.0.1";\n  .port = "${port}";\n  .first_byte_timeout = 65s;\n}\n`).join('\n')
  const site = `import directors;\n\n${backends}\nacl purgers {\n  "127.0.0.1";\n  "::1";\n}\n\nsub vcl_init {\n  new app = directors.round_robin();\n${backendPorts.map((_, i) => `  app.add_backend(app${i});\n`).join('')}}\n`
  fs.copyFileSync(path.join(root, 'deploy', 'varnish', 'default.vcl'), path.join(dir, 'default.vcl'))
  fs.writeFileSync(path.join(dir, 'site.vcl'), site)
  for (const name of ['default.vcl', 'site.vcl']) fs.chmodSync(path.join(dir, name), 0o644)
  return dir
}

/** Compiles the VCL in `dir` (varnishd -C): null when it compiles, else the compiler's message. */
export function vclProblem(dir: string): string | null {
  const run = spawnSync(VARNISHD, ['-C', '-p', `vcl_path=${dir}`, '-f', path.join(dir, 'default.vcl'), '-n', path.join(dir, 'compile')], { encoding: 'utf8', timeout: 60_000 })
  return run.status === 0 ? null : run.stderr || `varnishd -C exited with ${run.status}`
}

export type Varnish = { url: string; child: ChildProcess; output: () => string; stop: () => Promise<void> }

/** varnishd in the foreground on a loopback port with the VCL in `dir`; resolves once it answers. */
export async function startVarnish(dir: string, port?: number): Promise<Varnish> {
  port ??= await freePort()
  let output = ''
  const child = spawn(
    VARNISHD,
    ['-F', '-a', `127.0.0.1:${port}`, '-T', 'none', '-p', `vcl_path=${dir}`, '-f', path.join(dir, 'default.vcl'), '-n', path.join(dir, 'work'), '-s', 'malloc,32m'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000)
      child.once('exit', () => {
        clearTimeout(killer)
        resolve()
      })
      child.kill('SIGTERM')
    })
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`varnishd exited: ${output}`)
    const up = await fetch(`${url}/`, { method: 'PURGE', signal: AbortSignal.timeout(1000) }).then(
      () => true,
      () => false,
    )
    if (up) return { url, child, output: () => output, stop }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`varnishd did not answer: ${output}`)
}
