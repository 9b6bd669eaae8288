/** A small per-process cache for read-mostly data (essentials, init payload). Values expire after ttlMs. */
export function ttlCache<K, V>(ttlMs: number) {
  const entries = new Map<K, { at: number; value: Promise<V> }>()
  return {
    get(key: K, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key)
      if (hit && Date.now() - hit.at < ttlMs) return hit.value
      const value = load()
      entries.set(key, { at: Date.now(), value })
      // A failed load must not stay cached.
      value.catch(() => entries.delete(key))
      return value
    },
    clear() {
      entries.clear()
    },
  }
}
