import t from 'tap'
import fc from 'fast-check'
import { ANCHORED_COMMENTS_MAX, parseAnchoredComments, quotedText, type AnchorTarget } from './anchored-comments.ts'

const letter = 'Dear Dr Smith,\n\nI am writing to refer Mrs Jones.\n\nYours sincerely'
const onLetter: AnchorTarget = { kind: 'text', letter }
const onRecording: AnchorTarget = { kind: 'time', durationSeconds: 95.4 }
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
  const shortRecording: AnchorTarget = { kind: 'time', durationSeconds: 12.36 }
  t.same(parseAnchoredComments([{ kind: 'time', at: 12.36, comment: 'Good close.' }], shortRecording), { comments: [{ kind: 'time', at: 12.3, comment: 'Good close.' }] })
  t.match(problem([{ kind: 'time', at: 12.45, comment: 'Past the end.' }], shortRecording), /inside the recording \(0:00 to 0:12\)/)
  t.same(parseAnchoredComments([], { kind: 'none' }), { comments: [] })
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

t.test('how anchors read', async (t) => {
  t.equal(quotedText(letter, { kind: 'text', start: 0, end: 17, comment: '' }), 'Dear Dr Smith, I')
})
