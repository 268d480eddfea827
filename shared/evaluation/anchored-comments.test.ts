import t from 'tap'
import fc from 'fast-check'
import { ANCHORED_COMMENTS_MAX, anchorTarget, inOrder, parseAnchoredComments, quotedText, type AnchoredComment, type AnchorTarget } from './anchored-comments.ts'

const letter = 'Dear Dr Smith,\n\nI am writing to refer Mrs Jones.\n\nYours sincerely'
const onLetter: AnchorTarget = { kind: 'text', letter }
const onRecording: AnchorTarget = { kind: 'time', recordings: [{ part: null, durationSeconds: 95.4 }] }
const problem = (value: unknown, target: AnchorTarget) => {
  const parsed = parseAnchoredComments(value, target)
  return 'problem' in parsed ? parsed.problem : undefined
}

t.test('comments on words and on moments are kept, trimmed and in order', async (t) => {
  const refer = letter.indexOf('refer')
  const parsed = parseAnchoredComments(
    [
      { kind: 'text', start: refer, end: refer + 'refer Mrs Jones'.length, comment: '  Say why.  ' },
      { kind: 'text', start: 0, end: 13, comment: 'Good salutation.' },
    ],
    onLetter,
  )
  t.same(parsed, {
    comments: [
      { kind: 'text', start: 0, end: 13, comment: 'Good salutation.' },
      { kind: 'text', start: refer, end: refer + 15, comment: 'Say why.' },
    ],
  })
  t.same(parseAnchoredComments([{ kind: 'time', at: 42.26, comment: 'Rushed.' }], onRecording), { comments: [{ kind: 'time', at: 42.2, comment: 'Rushed.' }] })
  // The player's last moment, pinned by an evaluator at the very end, is kept, not refused.
  const shortRecording: AnchorTarget = { kind: 'time', recordings: [{ part: null, durationSeconds: 12.36 }] }
  t.same(parseAnchoredComments([{ kind: 'time', at: 12.36, comment: 'Good close.' }], shortRecording), { comments: [{ kind: 'time', at: 12.3, comment: 'Good close.' }] })
  t.match(problem([{ kind: 'time', at: 12.45, comment: 'Past the end.' }], shortRecording), /inside the recording \(0:00 to 0:12\)/)
  t.same(parseAnchoredComments([], { kind: 'none' }), { comments: [] })
})

t.test("a sitting's comments each name the role-play whose recording they are on", async (t) => {
  const sitting: AnchorTarget = { kind: 'time', recordings: [{ part: 1, durationSeconds: 60 }, { part: 2, durationSeconds: 30 }] }
  t.same(
    parseAnchoredComments(
      [
        { kind: 'time', part: 2, at: 12, comment: 'Check understanding here.' },
        { kind: 'time', part: 1, at: 50, comment: 'Good empathy.' },
      ],
      sitting,
    ),
    {
      comments: [
        { kind: 'time', at: 50, part: 1, comment: 'Good empathy.' },
        { kind: 'time', at: 12, part: 2, comment: 'Check understanding here.' },
      ],
    },
  )
  t.match(problem([{ kind: 'time', at: 5, comment: 'x' }], sitting), /comment 1 needs a part: the role-play \(1 or 2\)/)
  t.match(problem([{ kind: 'time', part: 3, at: 5, comment: 'x' }], sitting), /names no recording of this work: part must be 1 or 2/)
  // Each recording's own length bounds its moments.
  t.match(problem([{ kind: 'time', part: 2, at: 45, comment: 'x' }], sitting), /inside the recording \(0:00 to 0:30\)/)
  // One recording with its role-play known: a comment without a part is on it, and says so.
  const one: AnchorTarget = { kind: 'time', recordings: [{ part: 1, durationSeconds: 60 }] }
  t.same(parseAnchoredComments([{ kind: 'time', at: 5, comment: 'x' }], one), { comments: [{ kind: 'time', at: 5, part: 1, comment: 'x' }] })
})

t.test('anchors outside the work, the wrong kind, and bad text are named', async (t) => {
  t.match(problem({}, onLetter), /must be a JSON list/)
  t.match(problem([{ kind: 'text', start: 0, end: letter.length + 1, comment: 'x' }], onLetter), /^anchoredComments: comment 1 must be inside the letter \(characters 0 to \d+\)/)
  t.match(problem([{ kind: 'text', start: 5, end: 5, comment: 'x' }], onLetter), /start before its end/)
  t.match(problem([{ kind: 'text', start: 1.5, end: 5, comment: 'x' }], onLetter), /inside the letter/)
  t.match(problem([{ kind: 'text', start: 14, end: 16, comment: 'x' }], onLetter), /not only spaces/)
  t.match(problem([{ kind: 'text', start: 0, end: 4, comment: '   ' }], onLetter), /comment 1 has no text/)
  t.match(problem([{ kind: 'text', start: 0, end: 4, comment: 'x'.repeat(1001) }], onLetter), /too long: at most 1,000 characters/)
  t.match(
    problem([{ kind: 'text', start: 0, end: 7, comment: 'a' }, { kind: 'text', start: 5, end: 13, comment: 'b' }], onLetter),
    /comment 2 overlaps the comment on "Dear Dr": comment on words no other comment covers/,
  )
  t.match(problem([{ kind: 'time', at: 3, comment: 'x' }], onLetter), /has no recording/)
  t.match(problem([{ kind: 'text', start: 0, end: 4, comment: 'x' }], onRecording), /has no typed letter/)
  t.match(problem([{ kind: 'time', at: 95.5, comment: 'x' }], onRecording), /inside the recording \(0:00 to 1:35\)/)
  t.match(problem([{ kind: 'time', at: -1, comment: 'x' }], onRecording), /inside the recording/)
  t.match(problem([{ kind: 'time', at: '3', comment: 'x' }], onRecording), /inside the recording/)
  t.match(problem([{ kind: 'time', at: 3, comment: 'x', html: '<b>' }], onRecording), /"html" is not part of a comment/)
  t.match(problem([{ kind: 'pdf', comment: 'x' }], onRecording), /kind "text"/)
  t.match(problem([null], onRecording), /must be an object/)
  t.match(problem(Array.from({ length: ANCHORED_COMMENTS_MAX + 1 }, () => ({ kind: 'time', at: 1, comment: 'x' })), onRecording), /at most 60 comments/)
  const emoji = 'Pain 😣 now'
  t.match(problem([{ kind: 'text', start: 0, end: 6, comment: 'x' }], { kind: 'text', letter: emoji }), /must not split a character/)
})

t.test('whatever arrives, the answer is comments inside the work or a problem: never a throw', async () => {
  fc.assert(
    fc.property(fc.anything(), (value) => {
      const parsed = parseAnchoredComments(value, onLetter)
      if ('problem' in parsed) return typeof parsed.problem === 'string'
      return parsed.comments.every((c) => c.kind === 'text' && c.start >= 0 && c.end <= letter.length && c.start < c.end)
    }),
  )
})

const onPhotos: AnchorTarget = { kind: 'photos', photos: 2 }
const area = (values: object) => ({ kind: 'region', file: 0, x: 0.1, y: 0.2, width: 0.3, height: 0.1, comment: 'Unclear.', ...values })

t.test('a handwritten letter offers its photos; typed out, its words and its photos', async (t) => {
  const photo = { contentType: 'image/jpeg' }
  t.same(anchorTarget('writing', null, [photo, photo]), { kind: 'photos', photos: 2 })
  t.same(anchorTarget('writing', 'Dear Sir', [photo]), { kind: 'text', letter: 'Dear Sir', photos: 1 })
  t.same(anchorTarget('writing', 'Dear Sir', []), { kind: 'text', letter: 'Dear Sir' })
  t.same(anchorTarget('writing', null, []), { kind: 'none' })
  t.same(anchorTarget('speaking', null, [{ contentType: 'audio/webm', durationSeconds: 30 }, photo]), { kind: 'time', recordings: [{ part: null, durationSeconds: 30 }] })
  t.same(anchorTarget('speaking', null, [{ contentType: 'audio/webm', durationSeconds: 30, part: 1 }, { contentType: 'audio/webm', durationSeconds: 41, part: 2 }]), {
    kind: 'time',
    recordings: [{ part: 1, durationSeconds: 30 }, { part: 2, durationSeconds: 41 }],
  })
})

t.test('comments on areas of photos are kept to a ten-thousandth, page by page from the top, beside words', async (t) => {
  t.same(parseAnchoredComments([area({ file: 1, y: 0.05 }), area({ y: 0.6 }), area({ x: 0.123456, y: 0.2 })], onPhotos), {
    comments: [
      { kind: 'region', file: 0, x: 0.1235, y: 0.2, width: 0.3, height: 0.1, comment: 'Unclear.' },
      { kind: 'region', file: 0, x: 0.1, y: 0.6, width: 0.3, height: 0.1, comment: 'Unclear.' },
      { kind: 'region', file: 1, x: 0.1, y: 0.05, width: 0.3, height: 0.1, comment: 'Unclear.' },
    ],
  })
  // A box to the page's very edge, its sum a hair over 1, is kept inside the page.
  const edge = parseAnchoredComments([area({ x: 0.33335, width: 0.66665, y: 0, height: 1 })], onPhotos)
  t.same(edge, { comments: [{ kind: 'region', file: 0, x: 0.3334, y: 0, width: 0.6666, height: 1, comment: 'Unclear.' }] })
  const typedCopy: AnchorTarget = { kind: 'text', letter, photos: 1 }
  const both = parseAnchoredComments([area({}), { kind: 'text', start: 0, end: 4, comment: 'Good.' }], typedCopy)
  t.same('comments' in both && both.comments.map((c) => c.kind), ['text', 'region'])
})

t.test('an area off the page, of no size, on no photo or of no numbers is named', async (t) => {
  t.match(problem([area({ file: 2 })], onPhotos), /^anchoredComments: comment 1 must be on one of the photos: .* here 0 to 1\.$/)
  t.match(problem([area({ file: -1 })], onPhotos), /one of the photos/)
  t.match(problem([area({ file: 0.5 })], onPhotos), /one of the photos/)
  t.match(problem([area({ file: '0' })], onPhotos), /one of the photos/)
  t.match(problem([area({ x: 0.8, width: 0.3 })], onPhotos), /must be inside the page: x and y from 0 to 1/)
  t.match(problem([area({ y: -0.1 })], onPhotos), /inside the page/)
  t.match(problem([area({ width: 0 })], onPhotos), /too small: mark an area at least 1% of the page/)
  t.match(problem([area({ height: -0.2 })], onPhotos), /too small/)
  t.match(problem([area({ x: Number.NaN })], onPhotos), /needs x, y, width and height, each a number from 0 to 1/)
  t.match(problem([area({ width: Number.POSITIVE_INFINITY })], onPhotos), /each a number/)
  t.match(problem([area({ height: '0.2' })], onPhotos), /each a number/)
  t.match(problem([area({ colour: 'red' })], onPhotos), /"colour" is not part of a comment on an area of a photo/)
  t.match(problem([area({ comment: '' })], onPhotos), /has no text/)
  t.match(problem([area({})], onLetter), /anchored to an area of a photo, but this submission has no photos/)
  t.match(problem([area({})], onRecording), /has no photos/)
  t.match(problem([{ kind: 'text', start: 0, end: 4, comment: 'x' }], onPhotos), /has no typed letter/)
  t.match(problem(Array.from({ length: ANCHORED_COMMENTS_MAX + 1 }, () => area({})), onPhotos), /at most 60 comments/)
})

t.test('whatever arrives on photos, the answer is areas inside a photo or a problem: never a throw', async (t) => {
  const anyNumber = fc.oneof(fc.double(), fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: -1, max: 3 }))
  const region = fc.record({ kind: fc.constant('region'), file: anyNumber, x: anyNumber, y: anyNumber, width: anyNumber, height: anyNumber, comment: fc.string() })
  fc.assert(
    fc.property(fc.array(fc.oneof(region, fc.anything()), { maxLength: 5 }), (value) => {
      const parsed = parseAnchoredComments(value, onPhotos)
      if ('problem' in parsed) return typeof parsed.problem === 'string' && parsed.problem.length > 0
      return parsed.comments.every(
        (c) => c.kind === 'region' && c.file >= 0 && c.file < 2 && c.x >= 0 && c.y >= 0 && c.width > 0 && c.height > 0 && c.x + c.width <= 1 && c.y + c.height <= 1,
      )
    }),
  )
  // What is kept is kept again unchanged: a saved evaluation reopened as a correction is not refused.
  fc.assert(
    fc.property(fc.array(region, { maxLength: 5 }), (value) => {
      const parsed = parseAnchoredComments(value, onPhotos)
      if ('problem' in parsed) return true
      const again = parseAnchoredComments(parsed.comments, onPhotos)
      return 'comments' in again && JSON.stringify(again.comments) === JSON.stringify(parsed.comments)
    }),
  )
  t.pass()
})

t.test('how anchors read', async (t) => {
  t.equal(quotedText(letter, { kind: 'text', start: 0, end: 17, comment: '' }), 'Dear Dr Smith, I')
  const at: AnchoredComment = { kind: 'time', at: 1, comment: '' }
  t.same(inOrder([at, { kind: 'region', file: 0, x: 0, y: 0, width: 0.1, height: 0.1, comment: '' }]).map((c) => c.kind), ['region', 'time'])
})
