import { ICON_SET_VERSIONS, type IconSet } from '@/modules/icons/icon-name'

// The browser side of the icon service (ADR 0062): the icons a page asks for in one tick go out as
// one request per set, each answer is kept for the page's life, and a request that fails or takes
// longer than ICON_FETCH_TIMEOUT_MS gives no icon (the icon is decoration; the text says it all).

export const ICON_FETCH_TIMEOUT_MS = 1500

export interface LoadedIcon {
  body: string
  width: number
  height: number
}

interface SetAnswer {
  width?: number
  height?: number
  icons?: Record<string, { body: string; width?: number; height?: number }>
  aliases?: Record<string, { parent: string; width?: number; height?: number }>
}

const known = new Map<string, Promise<LoadedIcon | null>>()
const waiting = new Map<IconSet, Map<string, (icon: LoadedIcon | null) => void>>()

function resolveIcon(answer: SetAnswer, name: string): LoadedIcon | null {
  let current = name
  let size: { width?: number; height?: number } = {}
  for (let depth = 0; depth < 5; depth++) {
    const icon = answer.icons?.[current]
    if (icon) return { body: icon.body, width: size.width ?? icon.width ?? answer.width ?? 16, height: size.height ?? icon.height ?? answer.height ?? 16 }
    const alias = answer.aliases?.[current]
    if (!alias) return null
    size = { width: size.width ?? alias.width, height: size.height ?? alias.height }
    current = alias.parent
  }
  return null
}

async function fetchSet(set: IconSet, names: string[]): Promise<SetAnswer | null> {
  const query = `icons=${names.map(encodeURIComponent).join(',')}&v=${encodeURIComponent(ICON_SET_VERSIONS[set])}`
  try {
    const res = await fetch(`/api/icons/${set}.json?${query}`, { signal: AbortSignal.timeout(ICON_FETCH_TIMEOUT_MS) })
    return res.ok ? ((await res.json()) as SetAnswer) : null
  } catch {
    return null
  }
}

function flush(set: IconSet) {
  const batch = waiting.get(set)
  waiting.delete(set)
  if (!batch) return
  void fetchSet(set, [...batch.keys()]).then((answer) => {
    for (const [name, settle] of batch) settle(answer ? resolveIcon(answer, name) : null)
  })
}

/** One icon of a set; null when the service does not have it or does not answer in time. */
export function loadIcon(set: IconSet, name: string): Promise<LoadedIcon | null> {
  const key = `${set}:${name}`
  let icon = known.get(key)
  if (!icon) {
    icon = new Promise((settle) => {
      let batch = waiting.get(set)
      if (!batch) {
        batch = new Map()
        waiting.set(set, batch)
        setTimeout(() => flush(set), 0)
      }
      batch.set(name, settle)
    })
    known.set(key, icon)
  }
  return icon
}
