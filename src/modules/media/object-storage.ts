import { S3 } from '@aws-sdk/client-s3'
import type { ObjectStorage } from '@/lib/env'

// Media in an S3-compatible bucket (ADR 0049). With the S3_* settings, Payload's own storage
// adapter writes every upload and its generated sizes to the bucket instead of MEDIA_DIR, and
// Payload's file route (/api/cms/media/file/…) reads them from there; our /media route reads the
// same objects (serve-media.server.ts). The key of a file is S3_PREFIX/{file name}: uploads go
// through the server (no client uploads), so no per-document folder is ever added.

/** The client options for the bucket, shared by Payload's adapter and our /media route. */
export function s3ClientConfig(storage: ObjectStorage) {
  return {
    region: storage.region,
    endpoint: storage.endpoint,
    forcePathStyle: storage.forcePathStyle,
    credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible servers do not know the newer
    // default ones (CRC32 trailers, aws-chunked bodies) and would store or refuse garbled objects.
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
  }
}

/** The object key of an uploaded file. */
export function objectKey(storage: ObjectStorage, filename: string): string {
  return storage.prefix ? `${storage.prefix}/${filename}` : filename
}

let client: { settings: string; s3: S3 } | undefined

/** One S3 client per process for reading (keeps its connections). */
export function s3Client(storage: ObjectStorage): S3 {
  const settings = JSON.stringify(storage)
  if (client?.settings !== settings) client = { settings, s3: new S3(s3ClientConfig(storage)) }
  return client.s3
}

/** A read of a key that is not in the bucket (S3 answers NoSuchKey to GET, NotFound to HEAD). */
export function isMissingObject(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404
}
