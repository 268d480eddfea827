import fc from 'fast-check'
import t from 'tap'
import { itemStatistics, MIN_ATTEMPTS_FOR_FLAGS, type ItemAttempt, type ItemQuestion } from './item-statistics.ts'

/**
 * Any set of attempts at a small test of multiple-choice and completion questions: whatever the
 * answers, the figures stay in their ranges and the order of the attempts changes nothing.
 */
const OPTIONS = ['Yes', 'No', 'Maybe']
const QUESTIONS: ItemQuestion[] = [
  { id: '1', part: 'A', type: 'mcq', text: 'Question 1?', key: 'Yes', options: OPTIONS },
  { id: '2', part: 'A', type: 'noteCompletion', text: 'Pain in the ____', key: 'knee' },
  { id: '3', part: 'B', type: 'mcq', text: 'Question 3?', key: 'No', options: OPTIONS },
  { id: '4', part: 'C', type: 'sentenceCompletion', text: 'Take ____ daily', key: 'aspirin' },
]
const answerOf = (question: ItemQuestion) => (question.options ? fc.constantFrom('', ...question.options, 'Other') : fc.constantFrom('', 'knee', 'Knee ', 'ankle', 'aspirin', 'x'))
const attempt: fc.Arbitrary<ItemAttempt> = fc
  .tuple(...QUESTIONS.map((question) => fc.option(fc.record({ answer: answerOf(question), correct: fc.boolean() }), { nil: undefined, freq: 8 })))
  .map((verdicts) => Object.fromEntries(QUESTIONS.flatMap((question, i) => (verdicts[i] ? [[question.id, verdicts[i]]] : []))))
const attempts = fc.array(attempt, { maxLength: 80 })

const inRange = (value: number | null, low: number, high: number) => value === null || (value >= low - 1e-9 && value <= high + 1e-9)

t.test('facility lies in [0, 1], discrimination and point-biserial in [-1, 1], counts add up', async (t) => {
  fc.assert(
    fc.property(attempts, (sample) =>
      itemStatistics(QUESTIONS, sample).every((item) => {
        const chosen = (item.optionCounts ?? []).reduce((sum, option) => sum + option.count, 0) + (item.otherAnswers ?? 0)
        return (
          inRange(item.facility, 0, 1) &&
          inRange(item.discrimination, -1, 1) &&
          inRange(item.pointBiserial, -1, 1) &&
          item.blanks <= item.attempts &&
          (!item.optionCounts || chosen + item.blanks === item.attempts) &&
          (item.wrongAnswers ?? []).length <= 5
        )
      }),
    ),
    { numRuns: 500 },
  )
  t.pass('holds')
})

t.test('permuting the attempts changes nothing', async (t) => {
  fc.assert(
    fc.property(
      attempts.chain((sample) => fc.tuple(fc.constant(sample), fc.shuffledSubarray(sample, { minLength: sample.length, maxLength: sample.length }))),
      ([sample, shuffled]) => {
        const round = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (typeof v === 'number' ? Math.round(v * 1e9) / 1e9 : v))
        return round(itemStatistics(QUESTIONS, sample)) === round(itemStatistics(QUESTIONS, shuffled))
      },
    ),
    { numRuns: 300 },
  )
  t.pass('holds')
})

t.test('a question everyone gets right has facility 1 and is never flagged negative', async (t) => {
  fc.assert(
    fc.property(fc.array(attempt, { minLength: 1, maxLength: 80 }), (sample) => {
      const everyoneRight = sample.map((each) => ({ ...each, '1': { answer: 'Yes', correct: true } }))
      const [first] = itemStatistics(QUESTIONS, everyoneRight)
      return first!.facility === 1 && (first!.discrimination ?? 0) === 0 && !first!.flags.some((flag) => flag.code === 'negative' || flag.code === 'distractor')
    }),
    { numRuns: 300 },
  )
  t.pass('holds')
})

t.test(`no flag shows for a question answered fewer than ${MIN_ATTEMPTS_FOR_FLAGS} times`, async (t) => {
  fc.assert(
    fc.property(fc.array(attempt, { maxLength: MIN_ATTEMPTS_FOR_FLAGS - 1 }), (sample) => itemStatistics(QUESTIONS, sample).every((item) => item.flags.length === 0)),
    { numRuns: 300 },
  )
  t.pass('holds')
})
