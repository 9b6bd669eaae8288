// How the app process runs (ADR 0055): Node with the TypeScript loader (tsx), the server wrapper
// (server/preload.ts) loaded before Next, then `next start`. The supervisor (server/start.ts) and the
// end-to-end tests' extra app processes start it so.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { NEXT_BIN } from './next-internals'

/** The wrapper loaded into the app process before Next creates its server. */
export const PRELOAD = path.join(import.meta.dirname, 'preload.ts')

/** Node's own options of an app process: the loader and the wrapper. */
export function appNodeOptions(): string[] {
  return ['--import', 'tsx', '--import', pathToFileURL(PRELOAD).href]
}

/** The script of an app process and its arguments: `next start` of the build in the working directory on `port`. */
export function appScript(port: number): { script: string; args: string[] } {
  return { script: NEXT_BIN, args: ['start', '-p', String(port)] }
}

/** Node's arguments for an app process of the build in the working directory, listening on `port`. */
export function appProcessArgs(port: number): string[] {
  const { script, args } = appScript(port)
  return [...appNodeOptions(), script, ...args]
}
