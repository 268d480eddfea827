import t from 'tap'
import { SAMPLE_IMPORT_DOCUMENTS } from '#shared/content/import-samples.ts'
import type { MockSection } from '#shared/mock/mock.ts'
import type { ReviewItem } from '#shared/results/schema.ts'
import { markAnswers } from '#shared/marking/index.ts'
import { gradeFor, scaleScore } from '#shared/scoring/index.ts'
import type { TestRow } from '../tests/repository.ts'
import { markMockAttempt, sectionOfRecord } from './marking.ts'

/** The sample mock: listening keys "listening:1".."listening:6", reading "reading:1".."reading:3" ("key <id>"). */
function mockRow(): TestRow {
  const document = structuredClone(SAMPLE_IMPORT_DOCUMENTS.mock)
  return { id: 'm1', kind: 'mock', title: document.title, content: document.content, answerKey: document.answerKey, scaling: null, contentHash: 'x', createdAt: new Date(0), familyId: 'm1', version: 1, status: 'published', publishedAt: new Date(0), revision: 1 }
}

const answers = {
  'listening:1': 'Key listening:1.', // punctuation and case: right by the lenient rules
  'listening:2': 'wrong',
  'reading:1': 'key reading:1',
  'reading:3': 'key reading:3',
  'writing:answer': 'Dear Dr Lee',
}

/** A submitted attempt's columns, as the submit stores them. */
function submitted(sections: MockSection[] | null, chosen: readonly MockSection[] = ['listening', 'reading', 'writing', 'speaking']) {
  return { ...markMockAttempt(mockRow(), chosen, answers), sections }
}

t.test("each keyed section's review comes from the stored verdicts: un-prefixed ids, its count and score agree", async (t) => {
  const test = mockRow()
  const row = submitted(null)
  const listening = sectionOfRecord(test, row, 'listening')
  t.same(
    listening.review.map((item) => [item.questionId, item.answer, item.correctAnswer, item.isCorrect]),
    [
      ['1', 'Key listening:1.', 'key listening:1', true],
      ['2', 'wrong', 'key listening:2', false],
      ['3', '', 'key listening:3', false],
      ['4', '', 'key listening:4', false],
      ['5', '', 'key listening:5', false],
      ['6', '', 'key listening:6', false],
    ],
  )
  t.same([listening.correct, listening.total], [1, 6])
  t.equal(listening.score, scaleScore(1, 6), 'scaled on its own by the default estimate')
  t.equal(listening.grade, gradeFor(listening.score))
  t.same(listening.yourAnswers, { '1': 'Key listening:1.', '2': 'wrong' })
  t.equal(listening.correctAnswers['6'], 'key listening:6')
  const reading = sectionOfRecord(test, row, 'reading')
  t.same(reading.review.map((item) => [item.questionId, item.isCorrect]), [['1', true], ['2', false], ['3', true]])
  t.same([reading.correct, reading.total], [2, 3])
})

t.test('the stored verdicts agree with the lenient marking of the section at submit', async (t) => {
  const test = mockRow()
  const row = submitted(['listening', 'reading'], ['listening', 'reading'])
  for (const section of ['listening', 'reading'] as const) {
    const prefix = `${section}:`
    const key = Object.fromEntries(Object.entries(test.answerKey).filter(([id]) => id.startsWith(prefix)).map(([id, text]) => [id.slice(prefix.length), text]))
    const mine = Object.fromEntries(Object.entries(answers).filter(([id]) => id.startsWith(prefix)).map(([id, text]) => [id.slice(prefix.length), text]))
    t.same(sectionOfRecord(test, row, section).review, markAnswers(mine, key, 'lenient').review, section)
  }
})

t.test('an attempt of chosen sections stored verdicts for those only', async (t) => {
  const row = submitted(['reading', 'writing'], ['reading', 'writing'])
  t.equal((row.review as boolean[]).length, 3, 'the three reading questions')
  t.same(sectionOfRecord(mockRow(), row, 'reading').review.map((item) => item.isCorrect), [true, false, true])
  t.same(sectionOfRecord(mockRow(), row, 'listening').review, [], 'listening was not sat')
})

t.test('a stored verdict is answered as stored, and the section score counts it (never marked again on read)', async (t) => {
  const row = submitted(null)
  const flipped = [...(row.review as boolean[])]
  // Review order: listening:1..6, then reading:1..3. Reading 1 right by today's rules, wrong on record.
  flipped[6] = false
  const reading = sectionOfRecord(mockRow(), { ...row, review: flipped }, 'reading')
  t.same(reading.review[0], { questionId: '1', answer: 'key reading:1', correctAnswer: 'key reading:1', isCorrect: false })
  t.same([reading.correct, reading.score], [1, scaleScore(1, 3)])
})

t.test('rows stored before verdicts (whole items) are split by section as stored', async (t) => {
  const items: ReviewItem[] = [
    { questionId: 'listening:1', answer: 'a', correctAnswer: 'b', isCorrect: true },
    { questionId: 'reading:1', answer: 'c', correctAnswer: 'd', isCorrect: false },
  ]
  const row = { ...submitted(null), review: items }
  t.same(sectionOfRecord(mockRow(), row, 'listening').review, [{ questionId: '1', answer: 'a', correctAnswer: 'b', isCorrect: true }])
  t.same(sectionOfRecord(mockRow(), row, 'reading').review, [{ questionId: '1', answer: 'c', correctAnswer: 'd', isCorrect: false }])
})
