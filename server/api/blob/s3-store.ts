import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import type { Readable } from 'node:stream'
import { ConfigError } from '../../common/env.ts'
import { parseS3Url } from './s3-url.ts'
import { contentTypeOf, isSafeKey, type BlobStore } from './store.ts'

/**
 * Files in an S3-compatible bucket (MinIO, S3), so that every replica of the API host sees the
 * files any of them stored. Behaves as the directory store does for every caller.
 */
export function s3BlobStore(s3Url: string): BlobStore {
  const { endpoint, region, accessKeyId, secretAccessKey, bucket, prefix } = parseS3Url(s3Url)
  const client = new S3Client({
    endpoint,
    region,
    credentials: { accessKeyId, secretAccessKey },
    // MinIO and most S3-compatible servers address buckets by path, not by host name.
    forcePathStyle: true,
    // Since 2025 the SDK adds a CRC32 checksum to every upload and checks one on every download;
    // several S3-compatible servers refuse or lack them. Only where an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without these a server that stops answering holds a student's upload or a file's read for
    // ever. Idle, not total: a recording streamed to a slow phone may take minutes, never 30 s silent.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  })
  const keyOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe blob key: ${key}`)
    return prefix + key
  }
  const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
  const isMissing = (error: unknown) => statusOf(error) === 404

  return {
    async ready() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }))
      } catch (error) {
        const why = isMissing(error)
          ? 'it does not exist; create it first'
          : statusOf(error) === 403
            ? 'its access key may not use it'
            : `the server did not answer (${(error as Error).message})`
        throw new ConfigError(`S3_URL: the bucket "${bucket}" at ${endpoint} cannot be used: ${why}.`)
      }
    },
    async put(key, body, contentType) {
      const Key = keyOf(key)
      // Streamed in 5 MB parts, two in flight at a time: an upload is never held whole (media may
      // be 100 MB). A smaller file goes as one PutObject; a failed stream stores nothing.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key, Body: body, ContentType: contentType || contentTypeOf(key) },
        queueSize: 2,
      })
      // When the body fails (a 413, an aborted request), that is the caller's answer, even if
      // cleaning up the parts sent so far fails too (a bucket's lifecycle rule can sweep those).
      let bodyError: unknown
      if (!Buffer.isBuffer(body)) body.once('error', (error) => (bodyError = error))
      try {
        await upload.done()
      } catch (error) {
        throw bodyError ?? error
      }
      const { ContentLength } = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }))
      return { size: ContentLength ?? 0, contentType }
    },
    async stat(key) {
      // An unsafe key names no blob, as in the directory store.
      if (!isSafeKey(key)) return null
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }))
        return { size: head.ContentLength ?? 0, contentType: contentTypeOf(key) }
      } catch (error) {
        // Only "not there" is null: an unreachable server must not look like a missing file.
        if (isMissing(error)) return null
        throw error
      }
    },
    async read(key, range) {
      const { Body } = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: keyOf(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      )
      // In Node the body is the HTTP response itself: streamed, never buffered.
      return Body as Readable
    },
    async move(from, to) {
      // S3 has no rename: copy, then delete. Safe keys and prefixes need no encoding in CopySource.
      await client.send(new CopyObjectCommand({ Bucket: bucket, Key: keyOf(to), CopySource: `${bucket}/${keyOf(from)}` }))
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(from) }))
    },
    async delete(key) {
      // Deleting a missing key succeeds, like the directory store's rm with force.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }))
    },
  }
}
