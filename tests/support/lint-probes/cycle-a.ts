// A deliberate import cycle for tests/integration/lint-layers.test.ts (ignored by `npm run lint`).
import { b } from './cycle-b'
export const a = (): string => `a${b.length}`
