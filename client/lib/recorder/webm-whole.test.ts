import t from 'tap'
import { wholeWebmLength } from './webm-whole.ts'

/** An element: its id bytes, a one-byte size, and a body of that many bytes. */
const element = (id: number[], body: number) => [...id, 0x80 | body, ...new Array<number>(body).fill(7)]
const EBML = element([0x1a, 0x45, 0xdf, 0xa3], 4)
// A live recording's Segment and Cluster: unknown sizes (all ones), as MediaRecorder writes them.
const SEGMENT = [0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]
const TRACKS = element([0x16, 0x54, 0xae, 0x6b], 6)
const CLUSTER = [0x1f, 0x43, 0xb6, 0x75, 0xff]
const block = (body: number) => element([0xa3], body)

const whole = [...EBML, ...SEGMENT, ...TRACKS, ...CLUSTER, ...block(10), ...block(12), ...CLUSTER, ...block(9)]

t.test('a recording cut mid-element is cut back to its last whole element', async (t) => {
  t.equal(wholeWebmLength(Uint8Array.from(whole)), whole.length, 'a whole recording is kept whole')
  t.equal(wholeWebmLength(Uint8Array.from(whole.slice(0, -4))), whole.length - block(9).length - CLUSTER.length, 'the last block cut short goes, and the Cluster it opened')
  t.equal(wholeWebmLength(Uint8Array.from([...whole, 0xa3])), whole.length, 'one stray byte of the next element')
  t.equal(wholeWebmLength(Uint8Array.from(whole.slice(0, EBML.length + 3))), EBML.length, 'only the header is whole')
  t.equal(wholeWebmLength(Uint8Array.from([0, 1, 2])), 0, 'not WebM at all')
  t.equal(wholeWebmLength(new Uint8Array()), 0)
})
