// A deliberate import cycle for tests/integration/lint-layers.test.ts (scripts/check-cycles.ts skips this folder).
import { a } from './cycle-a'
export const b = 'b'
export const ab = (): string => a() + b
