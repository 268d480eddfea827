import { Readable } from 'node:stream'
import type { Test } from 'tap'
import type { BlobStore } from '#api/blob/store.ts'

/** The bytes of a stream, or its error. */
export const bytesOf = async (stream: Readable | Promise<Readable>) => Buffer.concat(await (await stream).toArray())

/** Deterministic bytes that differ at every offset a range test looks at. */
const sample = (length: number) => Buffer.from(Array.from({ length }, (_, i) => (i * 31 + 7) % 251))

/** A stream of `chunks` that fails with `error` after them, as an aborted upload does. */
function failing(chunks: Buffer[], error: Error): Readable {
  return Readable.from(
    (async function* () {
      yield* chunks
      throw error
    })(),
  )
}

/**
 * What every blob store must do, as its callers use it: the directory store and the S3 store run
 * these same tests. `open` answers an empty store of the test's own.
 */
export function blobStoreSuite(t: Test, open: (t: Test) => Promise<BlobStore>) {
  t.test('put then stat and read: the same bytes, the size, and the type by the key', async (t) => {
    const store = await open(t)
    const bytes = sample(1000)
    t.same(await store.put('media/a.ogg', bytes, 'audio/ogg'), { size: 1000, contentType: 'audio/ogg' })
    t.same(await store.stat('media/a.ogg'), { size: 1000, contentType: 'audio/ogg' })
    t.same(await bytesOf(store.read('media/a.ogg')), bytes)
    await store.put('evaluations/b.pdf', Buffer.from('%PDF'), '')
    t.same(await store.stat('evaluations/b.pdf'), { size: 4, contentType: 'application/pdf' }, 'the type comes from the extension')
  })

  t.test('put takes a stream, larger than one S3 part, and an empty one', async (t) => {
    const store = await open(t)
    const chunks = Array.from({ length: 12 }, (_, i) => sample(1024 * 1024).fill(i, 0, 1))
    const { size } = await store.put('media/big.webm', Readable.from(chunks), 'audio/webm')
    t.equal(size, 12 * 1024 * 1024)
    t.same(await bytesOf(store.read('media/big.webm')), Buffer.concat(chunks))
    t.same(await store.put('tmp/empty', Readable.from([]), 'audio/ogg'), { size: 0, contentType: 'audio/ogg' })
    t.same(await store.stat('tmp/empty'), { size: 0, contentType: 'application/octet-stream' })
  })

  t.test('a second put of a key replaces its bytes', async (t) => {
    const store = await open(t)
    await store.put('submissions/x.webm', sample(500), 'audio/webm')
    await store.put('submissions/x.webm', Buffer.from('shorter'), 'audio/webm')
    t.same(await bytesOf(store.read('submissions/x.webm')), Buffer.from('shorter'))
    t.equal((await store.stat('submissions/x.webm'))?.size, 7)
  })

  t.test('a stream that fails leaves nothing stored, small or past one part', async (t) => {
    const store = await open(t)
    const small = failing([sample(100)], new Error('aborted'))
    await t.rejects(store.put('tmp/small', small, 'audio/ogg'), /aborted/)
    t.equal(await store.stat('tmp/small'), null)
    const large = failing(Array.from({ length: 7 }, () => sample(1024 * 1024)), new Error('too large'))
    await t.rejects(store.put('tmp/large', large, 'audio/ogg'), /too large/)
    t.equal(await store.stat('tmp/large'), null)
  })

  t.test('a range read answers bytes start..end, both included', async (t) => {
    const store = await open(t)
    const bytes = sample(5000)
    await store.put('media/r.ogg', bytes, 'audio/ogg')
    t.same(await bytesOf(store.read('media/r.ogg', { start: 0, end: 99 })), bytes.subarray(0, 100))
    t.same(await bytesOf(store.read('media/r.ogg', { start: 1000, end: 1999 })), bytes.subarray(1000, 2000))
    t.same(await bytesOf(store.read('media/r.ogg', { start: 4990, end: 4999 })), bytes.subarray(4990))
    t.same(await bytesOf(store.read('media/r.ogg', { start: 7, end: 7 })), bytes.subarray(7, 8), 'one byte')
  })

  t.test('a missing key: stat is null, read fails, delete is fine', async (t) => {
    const store = await open(t)
    t.equal(await store.stat('media/none.ogg'), null)
    await t.rejects(bytesOf(store.read('media/none.ogg')))
    await t.resolves(store.delete('media/none.ogg'))
  })

  t.test('move renames: the bytes under the new key, none under the old, a target replaced', async (t) => {
    const store = await open(t)
    const bytes = sample(300)
    await store.put('tmp/upload', bytes, 'audio/ogg')
    await store.put('media/m.ogg', Buffer.from('older'), 'audio/ogg')
    await store.move('tmp/upload', 'media/m.ogg')
    t.equal(await store.stat('tmp/upload'), null)
    t.same(await store.stat('media/m.ogg'), { size: 300, contentType: 'audio/ogg' })
    t.same(await bytesOf(store.read('media/m.ogg')), bytes)
    await t.rejects(store.move('tmp/gone', 'media/n.ogg'), 'a missing source fails')
    t.equal(await store.stat('media/n.ogg'), null)
  })

  t.test('delete removes a blob', async (t) => {
    const store = await open(t)
    await store.put('evaluations/d.pdf', Buffer.from('%PDF'), 'application/pdf')
    await store.delete('evaluations/d.pdf')
    t.equal(await store.stat('evaluations/d.pdf'), null)
  })

  t.test('unsafe keys are refused; stat answers null for them', async (t) => {
    const store = await open(t)
    for (const key of ['../outside', '/etc/passwd', 'media/../../x', 'media//x', '', '.hidden']) {
      await t.rejects(store.put(key, Buffer.from('x'), 'audio/ogg'), /Unsafe blob key/, `put ${JSON.stringify(key)}`)
      await t.rejects(async () => store.read(key), /Unsafe blob key/, `read ${JSON.stringify(key)}`)
      await t.rejects(store.move(key, 'media/ok.ogg'), /Unsafe blob key/, `move from ${JSON.stringify(key)}`)
      await t.rejects(async () => store.delete(key), /Unsafe blob key/, `delete ${JSON.stringify(key)}`)
      t.equal(await store.stat(key), null, `stat ${JSON.stringify(key)}`)
    }
    await store.put('media/ok.ogg', Buffer.from('x'), 'audio/ogg')
    await t.rejects(store.move('media/ok.ogg', '../escaped'), /Unsafe blob key/)
    t.ok(await store.stat('media/ok.ogg'), 'a refused move leaves the blob where it was')
  })
}
