// The bot rule (docs/product-rules.md#errors): these user agents get error statuses without a rendered error page.
const BOT_PATTERN = /bot|lighthouse|facebook|google/i

export function isBot(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && BOT_PATTERN.test(userAgent))
}
