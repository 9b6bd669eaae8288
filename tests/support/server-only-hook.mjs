// Lets a plain Node child process import *.server.ts modules: `server-only` (which only Next.js's
// server bundle provides) resolves to an empty module, as in vitest.config.ts.
import { register } from 'node:module'

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === 'server-only') return { url: 'data:text/javascript,export {}', shortCircuit: true }
      return next(specifier, context)
    }`)}`,
)
