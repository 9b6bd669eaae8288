export type BodyText = { ok: true; text: string } | { ok: false; reason: 'too-large' }

/** The request body as text, read no further than `maxBytes` (a larger body is refused, not buffered). */
export async function readBodyText(req: Request, maxBytes: number): Promise<BodyText> {
  const declared = Number(req.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'too-large' }
  if (!req.body) return { ok: true, text: '' }
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return { ok: false, reason: 'too-large' }
    }
    chunks.push(value)
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') }
}
