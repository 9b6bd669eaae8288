// @ts-check
// `node scripts/parallel.mjs lint typecheck`: runs npm scripts side by side (independent checks on a
// 2-core machine, ADR 0058). Each script's output is kept and printed as one block when it ends, so
// the log reads like one run after the other; the exit code fails when any script fails.
import { spawn } from 'node:child_process'

const scripts = process.argv.slice(2)
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script> …')
  process.exit(2)
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

/** @param {string} script @returns {Promise<number>} */
function run(script) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } })
    /** @type {Buffer[]} */
    const output = []
    child.stdout.on('data', (c) => output.push(c))
    child.stderr.on('data', (c) => output.push(c))
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0)
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      process.stdout.write(`\n── npm run ${script} (${status === 0 ? 'ok' : `failed, exit ${status}`}, ${seconds} s) ──\n`)
      process.stdout.write(Buffer.concat(output))
      resolve(status)
    })
  })
}

const codes = await Promise.all(scripts.map(run))
const failed = scripts.filter((_, i) => codes[i] !== 0)
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`)
  process.exit(1)
}
