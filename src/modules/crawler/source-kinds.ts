// The words of a crawl source and of its last crawl (ADR 0070); the team reads them in its
// language through the catalogues' admin.options.
export const SOURCE_KINDS = ['jsonld', 'feed', 'sitemap'] as const
export type SourceKind = (typeof SOURCE_KINDS)[number]

/** 'auto': the ad's inLanguage, else the page's <html lang>, else the institution's main language. */
export const SOURCE_LANGUAGES = ['auto', 'de', 'fr', 'it'] as const
export type SourceLanguage = (typeof SOURCE_LANGUAGES)[number]

/** ok: everything read; partial: the source read, some ad pages not (nothing goes offline); failed: the source not read. */
export const CRAWL_STATUSES = ['ok', 'partial', 'failed'] as const
export type CrawlStatus = (typeof CRAWL_STATUSES)[number]

/** The first thing that went wrong in a crawl, as the team reads it. */
export const CRAWL_PROBLEMS = ['robots', 'address', 'http_status', 'timeout', 'too_large', 'network', 'parse', 'too_many'] as const
export type CrawlProblem = (typeof CRAWL_PROBLEMS)[number]

/** The dashboard names a source after this many failed crawls in a row. */
export const FAILURES_TO_REPORT = 3
