import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

// A real S3-compatible server on loopback for the tests (s3rver, an npm devDependency: CI's
// `npm ci` brings it, nothing else to install; ADR 0049). Objects live in a temporary folder.

export interface TestBucket {
  env: Record<string, string>
  /** the folder s3rver keeps the bucket in, to look at what was stored */
  directory: string
  stop: () => Promise<void>
}

/** Starts s3rver on 127.0.0.1 (a free port) with one bucket; `env` holds the S3_* settings for it. */
export async function startTestBucket(bucket = 'helvemed-media', prefix = 'media'): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'helvemed-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] })
  const { port } = await server.run()
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'eu-central-2',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: prefix,
    },
    directory,
    stop: () => server.close(),
  }
}
