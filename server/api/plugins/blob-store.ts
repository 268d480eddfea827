import fp from 'fastify-plugin'
import { configuredBlobStore, type BlobStoreConfig } from '../blob/configured-store.ts'

declare module 'fastify' {
  interface FastifyInstance {
    blobs: import('../blob/store.ts').BlobStore
  }
}

/**
 * Files (test media, uploads) in an S3-compatible bucket when S3_URL is set, else in a directory:
 * BLOB_DIR, else DATA_DIR/blobs. A throwaway in-memory database gets a throwaway directory too.
 */
export default fp<BlobStoreConfig>(
  async (app, config) => {
    const blobs = await configuredBlobStore(config)
    await blobs.ready()
    app.decorate('blobs', blobs)
  },
  { name: 'blob-store' },
)
