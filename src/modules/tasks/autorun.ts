// Whether this process runs background tasks (ADR 0045): JOBS_AUTORUN=false turns its runner off, and
// it then starts no queued task either (ADR 0078).

/** False when JOBS_AUTORUN=false: that process neither schedules nor runs anything. */
export function runnerEnabled(environment: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return environment.JOBS_AUTORUN !== 'false'
}
