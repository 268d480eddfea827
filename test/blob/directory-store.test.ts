import t from 'tap'
import { directoryBlobStore } from '#api/blob/directory-store.ts'
import { blobStoreSuite } from './store-suite.ts'

blobStoreSuite(t, async (t) => directoryBlobStore(t.testdir()))
