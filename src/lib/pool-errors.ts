// An idle connection in a pg pool that the database drops (a restart, a failover, an idle timeout
// on the server or a firewall) makes the pool emit 'error'. Without a listener Node turns that into
// an uncaughtException with a long stack; the pool itself recovers (it opens a new connection for
// the next query), so one line in the log is all it needs.

interface ErrorEmitter {
  on(event: 'error', listener: (error: Error) => void): unknown
}

const watched = new WeakSet<object>()

/** Logs a pool's idle-connection errors in one line each (once per pool, however often called). */
export function logIdleConnectionErrors(pool: ErrorEmitter, log: (line: string) => void = (line) => console.error(line)): void {
  if (watched.has(pool)) return
  watched.add(pool)
  pool.on('error', (error) => {
    const code = 'code' in error && typeof error.code === 'string' ? ` (${error.code})` : ''
    log(`[helvemed] database connection lost while idle${code}: ${error.message.split('\n')[0]}; the next query opens a new one`)
  })
}
