import { z } from '@/lib/zod'

// Every setting the server reads, validated once. A bad value stops the start with a clear message.

/** An optional setting: unset and empty are the same. */
function optionalText<T extends z.ZodType<string>>(schema: T) {
  return schema.optional().or(z.literal('').transform(() => undefined))
}

/** The object-storage settings that come together (S3_PREFIX is optional). */
const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const

const EnvSchema = z
  .object({
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
    /** demo data into an empty database: default only into the embedded one (server/start.ts) */
    SEED_DEMO_DATA: z
      .enum(['true', 'false'])
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SECURE_COOKIES: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    /** the page cache of server/page-cache (ADR 0034), read by the app process's preload */
    PAGE_CACHE: z.enum(['on', 'off']).default('on'),
    /** its memory budget per app process, in MB */
    PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
    /** the page cache's LISTEN connection (a session of its own, not a pooler in transaction mode); DATABASE_URL when unset */
    LISTEN_DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** a shared cache in front (Varnish with xkey, ADR 0074): its purge endpoints, a comma list of http(s) URLs */
    SHARED_CACHE_PURGE_URLS: z
      .string()
      .regex(/^\s*https?:\/\/[^\s,]+(\s*,\s*https?:\/\/[^\s,]+)*\s*$/, 'must be a comma list of http(s):// URLs')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** how long kept pages answer for failing renders while the database is unreachable, in s (0 = never) */
    PAGE_CACHE_STALE_S: z.coerce.number().int().min(0).max(86_400).default(600),
    /** the page the crawler's user agent names for site owners (ADR 0070); PUBLIC_URL when unset */
    CRAWLER_CONTACT_URL: optionalText(z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })),
    /** lets the crawler fetch from loopback addresses (tests with fixture sites only; ADR 0070) */
    CRAWLER_ALLOW_LOOPBACK: optionalText(z.enum(['true', 'false'])).transform((v) => v === 'true'),
    /** a request with no answer after this many seconds gets a 503 (ADR 0047) */
    REQUEST_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(60),
    /** media in an S3-compatible bucket (ADR 0049): all six S3_* below or none (then MEDIA_DIR on this machine's disk) */
    S3_BUCKET: optionalText(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)')),
    S3_REGION: optionalText(z.string().regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as eu-central-2')),
    S3_ENDPOINT: optionalText(z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })),
    S3_ACCESS_KEY_ID: optionalText(z.string().min(1)),
    S3_SECRET_ACCESS_KEY: optionalText(z.string().min(1)),
    /** true for most S3-compatible servers (MinIO, Ceph, Garage): https://endpoint/bucket/key instead of https://bucket.endpoint/key */
    S3_FORCE_PATH_STYLE: optionalText(z.enum(['true', 'false'])).transform((v) => (v === undefined ? undefined : v === 'true')),
    /** a folder inside the bucket for every object of this platform (optional) */
    S3_PREFIX: optionalText(z.string().regex(/^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/, 'must be a folder name (letters, digits, . _ - /, no ..)')).transform((v) =>
      v?.replace(/\/+$/, ''),
    ),
  })
  .superRefine((e, ctx) => {
    const given = S3_REQUIRED.filter((key) => e[key] !== undefined)
    if (given.length === 0 || given.length === S3_REQUIRED.length) return
    for (const key of S3_REQUIRED)
      if (e[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: `must be set with ${given.join(', ')} (all S3_* settings or none)` })
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

/** Where uploads live: an S3-compatible bucket when the S3_* settings are given, else MEDIA_DIR (ADR 0049). */
export type ObjectStorage = { bucket: string; region: string; endpoint: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean; prefix: string }

export function objectStorage(e: Env = env()): ObjectStorage | undefined {
  if (!e.S3_BUCKET || !e.S3_REGION || !e.S3_ENDPOINT || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY || e.S3_FORCE_PATH_STYLE === undefined) return undefined
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    prefix: e.S3_PREFIX ?? '',
  }
}
