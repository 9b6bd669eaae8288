import { z } from '@/lib/zod'

// Every setting the server reads, validated once. A bad value stops the start with a clear message.
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  PAYLOAD_SECRET: z.string().min(16, 'must be at least 16 characters'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  SUPPORT_EMAIL: z.email().default('support@helvemed.ch'),
  /** where requests for the team go (new employer profiles, link requests); SUPPORT_EMAIL when unset */
  TEAM_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Helvemed <no-reply@helvemed.ch>'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * trusted reverse proxies in front of the app, each appending to X-Forwarded-For; 0 = none, the
   * TCP peer (which the app appends last) is the client (client IP for rate limits, request-info.ts)
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** demo data into an empty database: default only into the embedded one (scripts/start.mjs) */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SECURE_COOKIES: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** the page cache of scripts/server/page-cache (ADR 0034), read by the app process's preload */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  /** its memory budget per app process, in MB */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** the page cache's LISTEN connection (a session of its own, not a pooler in transaction mode); DATABASE_URL when unset */
  LISTEN_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** how long kept pages answer for failing renders while the database is unreachable, in s (0 = never) */
  PAGE_CACHE_STALE_S: z.coerce.number().int().min(0).max(86_400).default(600),
  /** a request with no answer after this many seconds gets a 503 (ADR 0047) */
  REQUEST_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(60),
})

export type Env = z.infer<typeof EnvSchema>

let cached: Env | undefined

/** Validates a set of variables (process.env by default). */
export function parseEnv(source: Record<string, string | undefined> = process.env) {
  return EnvSchema.safeParse(source)
}

export function env(): Env {
  if (cached) return cached
  const parsed = parseEnv()
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  cached = parsed.data
  return cached
}

export function secureCookies(): boolean {
  const e = env()
  // Browsers accept Secure cookies on http://localhost, so production can always ask for them.
  return e.SECURE_COOKIES ?? e.NODE_ENV === 'production'
}
