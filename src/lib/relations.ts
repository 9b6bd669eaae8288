// Payload returns a relation as an id (depth 0) or as the document (depth >= 1).
export function relId(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'number') return value.id
  return null
}

export function relIds(value: unknown): number[] {
  return Array.isArray(value) ? value.map(relId).filter((id): id is number => id !== null) : []
}

export function mediaUrl(value: unknown): string | null {
  if (value && typeof value === 'object' && 'url' in value && typeof value.url === 'string') return value.url
  return null
}
