// A deliberate import cycle for tests/integration/lint-layers.test.ts (scripts/check-cycles.ts skips this folder).
import { b } from './cycle-b'
export const a = (): string => `a${b.length}`
