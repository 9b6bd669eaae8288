import type { QueuedTask } from './queue.server'

// The tasks the team may queue now (ADR 0078), which every runner's tick runs. Handlers are loaded
// on first run, so this list stays cheap to import (as schedule.ts).

export const QUEUED_TASKS: readonly QueuedTask[] = [
  {
    // One crawl source now, the team's "crawl now" in /admin (ADR 0070); key 'source:<id>'.
    slug: 'crawlSource',
    run: async (payload, key) => (await import('../crawler/crawl-now.server')).runSourceCrawl(payload, key),
  },
]
