import fs from 'node:fs'
import path from 'node:path'

let known: string | undefined

/**
 * The id of the build this process runs: Next's `.next/BUILD_ID`, read once (a process never changes
 * its build). `development` under `next dev`, which has none.
 */
export function runningBuildId(): string {
  if (known !== undefined) return known
  try {
    known = fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim() || 'development'
  } catch {
    known = 'development'
  }
  return known
}
