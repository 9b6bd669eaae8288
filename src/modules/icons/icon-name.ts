import lucidePackage from '@iconify-json/lucide/package.json'

// Icon names and the icon service's request (ADR 0062, docs/product-rules.md#institutions): names are
// lowercase words joined by dashes ("graduation-cap"); a set is named by its Iconify prefix. Pure,
// so the client's <Icon> and the route use the same rule; without Zod, which stays on the server with
// the request's schema (icon-request.ts, ADR 0077).

export const ICON_NAME = /^[a-z]+(?:-[a-z]+)*$/

/** The sets the service serves, each from its local npm package @iconify-json/<prefix>. */
export const ICON_SETS = ['lucide'] as const
export type IconSet = (typeof ICON_SETS)[number]
/**
 * Each set's package version: the client puts it in the address (`v=`), so an answer for it is kept
 * for a year and a new version is a new address.
 */
export const ICON_SET_VERSIONS: Readonly<Record<IconSet, string>> = { lucide: lucidePackage.version }

/** Icon names without a prefix (the facts' names) are from this set. */
export const DEFAULT_ICON_SET: IconSet = 'lucide'

/** At most this many icons in one request. */
export const ICONS_PER_REQUEST_MAX = 64

/** "lucide.json" -> "lucide"; anything else is no set file. */
export const iconSetFileName = (file: string): string | null => /^(.+)\.json$/.exec(file)?.[1] ?? null

export const isIconSet = (prefix: string): prefix is IconSet => (ICON_SETS as readonly string[]).includes(prefix)

/** "lucide:house" -> lucide/house; "house" -> the default set. Null when the name breaks the rule. */
export function parseIconName(name: string): { set: IconSet; name: string } | null {
  const [first, second] = name.split(':')
  const prefix = second === undefined ? DEFAULT_ICON_SET : first
  const icon = second ?? first
  if (!prefix || !icon || !isIconSet(prefix) || !ICON_NAME.test(icon)) return null
  return { set: prefix, name: icon }
}
