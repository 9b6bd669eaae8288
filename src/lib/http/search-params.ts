/** Next's searchParams as a plain object for a Zod schema (repeated keys stay arrays, undefined dropped). */
export function queryObjectFrom(params: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(params).filter((e): e is [string, string | string[]] => e[1] !== undefined))
}
