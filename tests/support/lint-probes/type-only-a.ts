// Imports a type from type-only-b, which imports a value from here: no cycle at run time (scripts/check-cycles.ts).
import type { B } from './type-only-b'
export const a = (b: B): string => `a${b.name}`
