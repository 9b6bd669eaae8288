import 'server-only'
import { randomUUID } from 'node:crypto'

/** A fresh intent key for one rendering of an ordering form (intent.ts, ADR 0044). */
export const newIntent = (): string => randomUUID()
