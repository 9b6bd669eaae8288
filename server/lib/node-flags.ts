// Node's flags for an app process when NODE_OPTIONS does not name its own (ADR 0079).
// - The old generation is bounded (HEAP_MB, default 384), so the server's memory stays flat under
//   load (scripts/bench, ADR 0019).
// - The young generation's semi-space is 32 MB instead of V8's 16 MB for that heap: a render
//   allocates a few MB of short-lived objects (React's tree, the flight rows, the HTML chunks), and
//   twice the room means half the scavenges, each of which also copies whatever of the renders in
//   flight is still alive (measured in ADR 0079). It costs at most 2 × 16 MB more of resident memory.

/** The young generation's semi-space of an app process, in MB. */
export const SEMI_SPACE_MB = 32

/** NODE_OPTIONS of an app process: the caller's own NODE_OPTIONS as they are, else the heap bounds above. */
export function appNodeOptionsOf(env: Record<string, string | undefined>): string {
  if (env.NODE_OPTIONS !== undefined) return env.NODE_OPTIONS
  return `--max-old-space-size=${env.HEAP_MB ?? 384} --max-semi-space-size=${SEMI_SPACE_MB}`
}
