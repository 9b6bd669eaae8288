// Runs once when the app process starts (Next's instrumentation hook), in the Node.js runtime only.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ payloadClient }, { logGoLiveCheck }, { startTaskRunner }] = await Promise.all([
    import('./lib/payload'),
    import('./modules/backoffice/go-live-log.server'),
    import('./modules/tasks/runner.server'),
  ])
  // The background tasks start with the process, so also after a crash restart (ADR 0045); a
  // database not there yet is asked again until it is (/api/ready says "not started" meanwhile).
  const startRunner = (): void => {
    void payloadClient()
      .then((payload) => void startTaskRunner(payload))
      .catch((error: unknown) => {
        console.error(`[helvemed] task runner not started: ${error instanceof Error ? error.message : String(error)}; trying again in 15 s`)
        setTimeout(startRunner, 15_000).unref()
      })
  }
  startRunner()
  // The go-live check (billing settings, legal pages, SMTP, PUBLIC_URL; ADR 0041, 0054).
  // In the background: the start never waits for it, and a database that is not there yet only costs the line.
  void payloadClient()
    .then((payload) => logGoLiveCheck(payload))
    .catch((error: unknown) => console.warn(`[helvemed] could not run the go-live check: ${error instanceof Error ? error.message : String(error)}`))
}
