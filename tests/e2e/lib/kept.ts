// Kept pages (ADR 0034) under parallel tests: any change of public data, by any test, empties the
// whole page cache, so another worker's write may fall between a page's render and the next request
// for it. A test that needs the kept copy asks again until it gets it: each answer is checked by the
// caller, and only the answer that came from the cache counts as kept (ADR 0058).

/** Asks for a page until the answer comes from the page cache (at most `tries` times), and returns that answer. */
export async function untilKept<T>(ask: () => Promise<T>, kept: (answer: T) => boolean, tries = 4): Promise<T> {
  let answer = await ask()
  for (let attempt = 1; attempt < tries && !kept(answer); attempt++) answer = await ask()
  return answer
}
