// The build-once rule (ADR 0050): a production build carries a fingerprint of what it was built
// from, the content (not the modification times) of the sources and the lockfile, written into
// `.next/helvemed-build` by `npm run build` (server/build.ts) and by a build of `npm start`. A
// start whose sources have the build's fingerprint never builds; so one `.next`, built once, serves
// every machine, also after a fresh clone or an unpacked archive. With BUILD_ON_START=false a start
// never builds: a missing build or one made from other sources stops it with a message.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** What a production build is made from (relative to the checkout). */
export const BUILD_INPUTS = ['src', 'messages', 'public', 'migrations', 'next.config.ts', 'tsconfig.json', 'package-lock.json']

/** Files under the inputs that are not part of the build. */
const IGNORED = /(^|\/)(\.DS_Store|[^/]+\.test\.tsx?)$/

function walk(root: string, rel: string, out: string[]): void {
  const abs = path.join(root, rel)
  if (!fs.existsSync(abs)) return
  if (fs.statSync(abs).isDirectory()) {
    for (const name of fs.readdirSync(abs).sort()) walk(root, `${rel}/${name}`, out)
  } else if (!IGNORED.test(rel)) {
    out.push(rel)
  }
}

/**
 * The fingerprint of the sources under `root`: SHA-256 over every input file's path and content,
 * in a fixed order. Equal on every machine for the same sources, whatever the files' times.
 */
export function buildFingerprint(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const files: string[] = []
  for (const input of inputs) walk(root, input, files)
  const hash = crypto.createHash('sha256')
  for (const rel of files) {
    hash.update(rel).update('\0')
    hash
      .update(
        crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(root, rel)))
          .digest('hex'),
      )
      .update('\n')
  }
  return hash.digest('hex')
}

export const stampPath = (root: string): string => path.join(root, '.next', 'helvemed-build')

export type BuildState = 'current' | 'stale' | 'missing'

/** The build in `root/.next` against the sources' fingerprint: current, made from other sources, or none. */
export function buildState(root: string, fingerprint: string): BuildState {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) return 'missing'
  const stamp = stampPath(root)
  if (!fs.existsSync(stamp)) return 'stale'
  return fs.readFileSync(stamp, 'utf8').trim() === fingerprint ? 'current' : 'stale'
}

export type BuildDecision = { build: false } | { build: true; reason: string } | { refuse: string }

/** What a start does with the build it finds. */
export function startBuildDecision({ state, forced = false, buildOnStart }: { state: BuildState; forced?: boolean; buildOnStart?: string }): BuildDecision {
  if (buildOnStart !== undefined && buildOnStart !== '' && buildOnStart !== 'true' && buildOnStart !== 'false') {
    return { refuse: `BUILD_ON_START must be true or false (got "${buildOnStart}")` }
  }
  const allowed = buildOnStart !== 'false'
  if (forced && !allowed) return { refuse: '--rebuild and BUILD_ON_START=false contradict each other' }
  if (forced) return { build: true, reason: 'asked with --rebuild' }
  if (state === 'current') return { build: false }
  const what = state === 'missing' ? 'there is no production build in .next' : 'the build in .next was made from other sources (its fingerprint differs)'
  if (!allowed) {
    return {
      refuse: `${what}, and BUILD_ON_START=false forbids building here: build once with \`npm run build\` and ship that .next with the same sources to every machine (docs/deploy.md)`,
    }
  }
  return { build: true, reason: what }
}

export type Run = (cmd: string, args: string[], env: NodeJS.ProcessEnv) => Promise<void>

/** Builds the app (`next build`) and stamps it with the fingerprint of the sources it was built from. */
export async function buildAndStamp(root: string, env: NodeJS.ProcessEnv, run: Run): Promise<string> {
  const fingerprint = buildFingerprint(root)
  fs.rmSync(stampPath(root), { force: true })
  await run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], env)
  // Sources changed during the build: the stamp would lie, so the next start builds again.
  if (buildFingerprint(root) !== fingerprint) throw new Error('the sources changed while building; build again')
  fs.writeFileSync(stampPath(root), fingerprint)
  return fingerprint
}
