import 'fake-indexeddb/auto'
import t from 'tap'
import { KEPT_DAYS } from '../kept/kept-store.ts'
import type { ResponseScope } from './kept-responses.ts'
import { forgetDraft, keepDraftChunk, readDraft } from './recording-drafts.ts'

const mine: ResponseScope = { screen: 'oet-speaking', userId: 'student-a', testId: 'test-1' }
const piece = (text: string, elapsedMs: number) => ({ blob: new Blob([text], { type: 'audio/webm' }), mimeType: 'audio/webm;codecs=opus', elapsedMs })

t.test('the recording so far comes back whole, its pieces in order, to its own student, test and part only', async (t) => {
  await keepDraftChunk(mine, 1, 1, piece('b', 2000))
  await keepDraftChunk(mine, 1, 0, piece('a', 1000))
  await keepDraftChunk(mine, 1, 2, piece('c', 2600))
  await keepDraftChunk(mine, 2, 0, piece('other part', 1000))
  await keepDraftChunk({ ...mine, userId: 'student-b' }, 1, 0, piece('someone else', 1000))
  const draft = await readDraft(mine, 1)
  t.equal(await draft?.blob.text(), 'abc')
  t.equal(draft?.mimeType, 'audio/webm;codecs=opus')
  t.equal(draft?.durationSeconds, 2.6, 'as long as recorded when the last piece arrived')
  t.equal(await (await readDraft({ ...mine, userId: 'student-b' }, 1))?.blob.text(), 'someone else')
  await forgetDraft(mine, 1)
  t.equal(await readDraft(mine, 1), null, 'forgotten')
  t.equal(await (await readDraft(mine, 2))?.blob.text(), 'other part', 'the other part is untouched')
  await forgetDraft(mine, 2)
})

t.test('a recording without its first piece, or too old, is given up', async (t) => {
  await keepDraftChunk(mine, 3, 1, piece('b', 2000))
  t.equal(await readDraft(mine, 3), null, 'no header: it could not be played')
  t.equal(await readDraft(mine, 3), null, 'and it is gone')
  await keepDraftChunk(mine, 4, 0, piece('a', 1000), Date.now() - (KEPT_DAYS + 1) * 24 * 60 * 60 * 1000)
  t.equal(await readDraft(mine, 4), null)
})

t.test('a WebM interrupted part-way into an element comes back cut at its last whole element', async (t) => {
  const header = [0x1a, 0x45, 0xdf, 0xa3, 0x82, 1, 1, 0x18, 0x53, 0x80, 0x67, 0xff]
  const cluster = [0x1f, 0x43, 0xb6, 0x75, 0xff, 0xa3, 0x83, 9, 9, 9]
  const webm = (bytes: number[], elapsedMs: number) => ({ blob: new Blob([Uint8Array.from(bytes)], { type: 'audio/webm' }), mimeType: 'audio/webm;codecs=opus', elapsedMs })
  await keepDraftChunk(mine, 5, 0, webm(header, 1000))
  // The next element's first bytes: where the tab closed.
  await keepDraftChunk(mine, 5, 1, webm([...cluster, 0xa3, 0x83, 9], 2000))
  const draft = await readDraft(mine, 5)
  t.same([...new Uint8Array((await draft?.blob.arrayBuffer()) ?? new ArrayBuffer(0))], [...header, ...cluster])
  t.equal(draft?.blob.type, 'audio/webm;codecs=opus')
  await forgetDraft(mine, 5)
})
