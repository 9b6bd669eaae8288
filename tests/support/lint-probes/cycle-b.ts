// A deliberate import cycle for tests/integration/lint-layers.test.ts (ignored by `npm run lint`).
import { a } from './cycle-a'
export const b = 'b'
export const ab = (): string => a() + b
