import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** PAYLOAD_SECRET when set, otherwise a random one kept in <dataDir>/secret (mode 600), created on first use. */
export function persistentSecret(dataDir: string): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const file = path.join(dataDir, 'secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return fs.readFileSync(file, 'utf8').trim()
}
