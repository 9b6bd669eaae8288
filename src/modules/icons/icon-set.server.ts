import 'server-only'
import type { IconSet } from './icon-name'

// The icon sets from their local npm packages (@iconify-json/<prefix>, ADR 0062): read once per
// process, answered as Iconify's JSON subset ({prefix, icons, aliases, width, height}) with only the
// icons asked for. Names that the set lacks are listed in `not_found`, as Iconify's own API does.

export interface IconData {
  body: string
  width?: number
  height?: number
  left?: number
  top?: number
  rotate?: number
  hFlip?: boolean
  vFlip?: boolean
}

interface IconSetFile {
  prefix: string
  width?: number
  height?: number
  icons: Record<string, IconData>
  aliases?: Record<string, Partial<IconData> & { parent: string }>
}

export interface IconSetSubset {
  prefix: string
  width?: number
  height?: number
  icons: Record<string, IconData>
  aliases: Record<string, Partial<IconData> & { parent: string }>
  not_found?: string[]
}

const LOADERS: Record<IconSet, () => Promise<IconSetFile>> = {
  lucide: async () => (await import('@iconify-json/lucide/icons.json')).default as IconSetFile,
}

const loaded = new Map<IconSet, Promise<IconSetFile>>()

function load(prefix: IconSet) {
  let set = loaded.get(prefix)
  if (!set) {
    set = LOADERS[prefix]()
    loaded.set(prefix, set)
    set.catch(() => loaded.delete(prefix))
  }
  return set
}

/** The icons asked for, aliases with the icons they point to (at most a few steps deep). */
export async function iconSubset(prefix: IconSet, names: readonly string[]): Promise<IconSetSubset> {
  const set = await load(prefix)
  const icons: Record<string, IconData> = {}
  const aliases: IconSetSubset['aliases'] = {}
  const notFound: string[] = []
  for (const name of names) {
    let current = name
    for (let depth = 0; depth < 5; depth++) {
      const icon = Object.hasOwn(set.icons, current) ? set.icons[current] : undefined
      if (icon) {
        icons[current] = icon
        break
      }
      const alias = set.aliases && Object.hasOwn(set.aliases, current) ? set.aliases[current] : undefined
      if (!alias) {
        if (current === name) notFound.push(name)
        break
      }
      aliases[current] = alias
      current = alias.parent
    }
  }
  return {
    prefix: set.prefix,
    ...(set.width ? { width: set.width } : {}),
    ...(set.height ? { height: set.height } : {}),
    icons,
    aliases,
    ...(notFound.length ? { not_found: notFound } : {}),
  }
}
