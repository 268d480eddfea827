import fp from 'fastify-plugin'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { directoryBlobStore } from '../blob/directory-store.ts'

declare module 'fastify' {
  interface FastifyInstance {
    blobs: import('../blob/store.ts').BlobStore
  }
}

/**
 * Files (test media, uploads) in a directory: BLOB_DIR, else DATA_DIR/blobs. A throwaway
 * in-memory database gets a throwaway directory too.
 */
export default fp<{ blobDir?: string | undefined; dataDir: string }>(
  async (app, { blobDir, dataDir }) => {
    const fallback = dataDir.startsWith('memory://') ? join(tmpdir(), `oet-prep-blobs-${process.pid}`) : join(dataDir, 'blobs')
    app.decorate('blobs', directoryBlobStore(blobDir ?? fallback))
  },
  { name: 'blob-store' },
)
