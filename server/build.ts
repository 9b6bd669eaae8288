// `npm run build`: the production build (`next build`), stamped with the fingerprint of the sources
// it was built from (server/lib/fingerprint.ts, ADR 0050). Build once, ship .next to every machine.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { buildAndStamp, type Run } from './lib/fingerprint'

const root = path.resolve(import.meta.dirname, '..')

const run: Run = (cmd, args, env) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build exited with ${code}`))))
  })

buildAndStamp(root, { ...process.env, NODE_ENV: 'production', PAYLOAD_AUTOGENERATE_TYPES: 'false' }, run).then(
  (fingerprint) => console.log(`[helvemed] built; fingerprint ${fingerprint.slice(0, 12)} in .next/helvemed-build`),
  (error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
