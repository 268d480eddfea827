import t from 'tap'
import type { ListeningTest } from '#shared/listening/schema.ts'
import { partRecordings, secondsOfRecordings } from './listening.ts'

const mcq = (id: string) => ({ content: { question_id: id, question: 'Why?', options: ['a', 'b', 'c'] } })
const extractTest = (lengths: (number | undefined)[]) =>
  ({
    partA: { extracts: [{ extractName: 'Extract 1', audioURL: '/a.opus', durationSeconds: lengths[0], questions: [{ questionType: 'mcq', ...mcq('1') }] }] },
    partB: { questions: [{ audioURL: '/b.opus', durationSeconds: lengths[1], readingSeconds: 20, question: mcq('2') }] },
    partC: { extracts: [{ audioURL: '/c.opus', durationSeconds: lengths[2], questions: [mcq('3')] }] },
  }) as ListeningTest

t.test("each recording is read for the OET's time before it, unless the content sets its own", async (t) => {
  const test = extractTest([100, 50, 200])
  t.same(partRecordings(test, 'partA'), [{ readingSeconds: 30, durationSeconds: 100 }])
  t.same(partRecordings(test, 'partB'), [{ readingSeconds: 20, durationSeconds: 50 }], "the content's own 20 s")
  t.same(partRecordings(test, 'partC'), [{ readingSeconds: 90, durationSeconds: 200 }])
})

t.test('the parts last as long as their reading times and recordings, with 15 s to move on after each', async (t) => {
  const test = extractTest([100, 50, 200])
  t.equal(secondsOfRecordings(test, ['partA']), 30 + 100 + 15)
  t.equal(secondsOfRecordings(test, ['partB', 'partC']), 20 + 50 + 15 + 90 + 200 + 15)
  t.equal(secondsOfRecordings(extractTest([100, undefined, 200]), ['partB', 'partC']), null, 'a recording without its length: no figure')
  t.equal(secondsOfRecordings({ ...test, partA: { extracts: [] } } as ListeningTest, ['partA']), null, 'no recording: no figure')
})

t.test('a standalone part is one recording after 60 s of reading', async (t) => {
  const part = { audioURL: '/p.opus', durationSeconds: 120.4, mcqQuestions: [], sentenceCompletionQuestions: [], noteCompletionQuestions: [], readingTexts: [] }
  const test = { partA: part, partB: part, partC: part } as unknown as ListeningTest
  t.same(partRecordings(test, 'partA'), [{ readingSeconds: 60, durationSeconds: 120.4 }])
  t.equal(secondsOfRecordings(test, ['partA']), Math.ceil(60 + 120.4 + 15))
})
