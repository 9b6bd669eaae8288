// Warm the app process once it listens (ADR 0054): the first request of a route
// loads its server bundles and, for /admin, builds Payload's admin config for the browser. Made by
// the start script instead of the first team member (measured in ADR 0054). Anonymous GETs only: they
// change nothing (an anonymous /admin is sent on to the login). WARM_UP=false leaves it out.

export const WARM_UP_PATHS = ['/admin', '/admin/login']

export type WarmUpFigure = { path: string; status: number; ms: number; error?: string }

type WarmUpOptions = { port: number; paths?: string[]; log?: (line: string) => void; fetchImpl?: typeof fetch; waitMs?: number; stepMs?: number }

/** Wait until the app answers, then GET each path once (redirects not followed); never throws. */
export async function warmUp({ port, paths = WARM_UP_PATHS, log = () => {}, fetchImpl = fetch, waitMs = 300_000, stepMs = 500 }: WarmUpOptions): Promise<WarmUpFigure[]> {
  const base = `http://127.0.0.1:${port}`
  const until = Date.now() + waitMs
  while (Date.now() < until) {
    try {
      const res = await fetchImpl(`${base}/api/_auth/session`, { redirect: 'manual', signal: AbortSignal.timeout(10_000) })
      await res.arrayBuffer()
      if (res.status < 500) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, stepMs))
  }
  if (Date.now() >= until) return []
  const figures: WarmUpFigure[] = []
  for (const path of paths) {
    const started = Date.now()
    try {
      const res = await fetchImpl(`${base}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(60_000) })
      await res.arrayBuffer()
      figures.push({ path, status: res.status, ms: Date.now() - started })
    } catch (error) {
      figures.push({ path, status: 0, ms: Date.now() - started, error: error instanceof Error ? error.message : String(error) })
    }
  }
  log(`warmed up: ${figures.map((f) => `${f.path} ${f.status} in ${f.ms} ms`).join(', ')}`)
  return figures
}
