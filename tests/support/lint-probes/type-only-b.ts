// See type-only-a.ts.
import { a } from './type-only-a'
export interface B {
  name: string
}
export const b = (): string => a({ name: 'b' })
