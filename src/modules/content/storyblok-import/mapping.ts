import type { Payload } from 'payload'

// The table content_imports (ADR 0069): source space + kind + source id -> the document it became
// and a fingerprint of what was written, so a second run updates or leaves alone.

export type MappedKind = 'story' | 'asset' | 'link' | 'tag' | 'category'

export interface MappingRow {
  collection: string
  docId: number
  fingerprint: string
}

export interface MappingStore {
  get(kind: MappedKind, sourceId: string): Promise<MappingRow | null>
  set(kind: MappedKind, sourceId: string, row: MappingRow): Promise<void>
}

export function mappingStore(payload: Payload, source: string): MappingStore {
  const pool = payload.db.pool
  return {
    async get(kind, sourceId) {
      const { rows } = await pool.query<{ collection: string; doc_id: number; fingerprint: string }>(
        'SELECT collection, doc_id, fingerprint FROM content_imports WHERE source = $1 AND kind = $2 AND source_id = $3',
        [source, kind, sourceId],
      )
      const row = rows[0]
      return row ? { collection: row.collection, docId: row.doc_id, fingerprint: row.fingerprint } : null
    },
    async set(kind, sourceId, row) {
      await pool.query(
        `INSERT INTO content_imports (source, kind, source_id, collection, doc_id, fingerprint, imported_at) VALUES ($1, $2, $3, $4, $5, $6, now())
         ON CONFLICT (source, kind, source_id) DO UPDATE SET collection = excluded.collection, doc_id = excluded.doc_id, fingerprint = excluded.fingerprint, imported_at = now()`,
        [source, kind, sourceId, row.collection, row.docId, row.fingerprint],
      )
    },
  }
}
