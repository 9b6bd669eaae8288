import crypto from 'node:crypto'

// Stored names of uploads (ADR 0049): random and unique, so nobody finds a file
// by guessing (`inserat-12.pdf` was). The name a person sees when saving a PDF is kept apart
// (`download_name`) and sent as Content-Disposition.

/** 128 random bits as the name, with the upload's extension (Payload turns bitmaps into .webp). */
export function storedFileName(uploaded: string): string {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(uploaded)?.[1]?.toLowerCase()
  const token = crypto.randomBytes(16).toString('hex')
  return ext ? `${token}.${ext}` : token
}

/** The uploaded name, made safe for a header: letters, digits and a few marks, at most 100 characters. */
export function downloadName(uploaded: string): string | null {
  const base = uploaded.split(/[\\/]/).pop() ?? ''
  const clean = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '-')
    .replace(/^[.\s-]+/, '')
    .slice(-100)
  return clean === '' ? null : clean
}

/** `inline` with the readable name (an ASCII fallback and the UTF-8 form, RFC 6266). */
export function contentDisposition(name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'datei'
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}
