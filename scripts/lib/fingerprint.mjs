// A cheap fingerprint of everything a production build depends on, to rebuild only when it changed.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const INPUTS = ['src', 'messages', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json']

function walk(p, out) {
  if (!fs.existsSync(p)) return
  const stat = fs.statSync(p)
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name), out)
  } else {
    out.push(`${p}:${stat.size}:${stat.mtimeMs}`)
  }
}

export function buildFingerprint(root) {
  const entries = []
  for (const input of INPUTS) walk(path.join(root, input), entries)
  return crypto.createHash('sha256').update(entries.join('\n')).digest('hex')
}
