import t from 'tap'
import { SAMPLE_IMPORT_DOCUMENTS } from '#shared/content/import-samples.ts'
import type { ReviewItem } from '#shared/results/schema.ts'
import { markAnswers } from '#shared/marking/index.ts'
import type { TestRow } from '../tests/repository.ts'
import { markAttempt, resultOf, reviewOfRecord } from './marking.ts'

/** The sample general listening test (keys "1".."9" are "key 1".."key 9") as the API host stores it. */
function testRow(answerKey: Record<string, string> = SAMPLE_IMPORT_DOCUMENTS.listeningStandalone.answerKey): TestRow {
  const document = structuredClone(SAMPLE_IMPORT_DOCUMENTS.listeningStandalone)
  return { id: 't1', kind: document.kind, title: document.title, content: document.content, answerKey, scaling: document.scaling, contentHash: 'x', createdAt: new Date(0), familyId: 't1', version: 1, status: 'published', publishedAt: new Date(0), revision: 1 }
}

const answers = { '1': 'KEY 1', '2': 'wrong', '10': 'not a question', '3': 'key three' }

t.test('an attempt stores one verdict per keyed question; the review of record rebuilds the items markAnswers gave', async (t) => {
  const test = testRow()
  const marked = markAttempt(test, answers, 'strict')
  // "key three" is right: spelled-out numbers equal digits (SPEC.md section 5).
  t.same(marked.review, [true, false, true, false, false, false, false, false, false], 'booleans only, in question order')
  const review = reviewOfRecord(marked, test)
  t.same(review, markAnswers(answers, test.answerKey, 'strict').review, 'the same items as marking gave')
  t.equal(review.filter((item) => item.isCorrect).length, marked.correctCount, 'the ticks agree with the count of record')
  t.same(resultOf(marked, test).review, review, "the submit's answer carries the same review")
})

t.test('a stored verdict is answered as stored, never marked again on read', async (t) => {
  const test = testRow()
  const marked = markAttempt(test, answers, 'strict')
  // As if the rules had changed since: today's rules call question 1 right, the record says wrong.
  const stored = { ...marked, review: [false, ...(marked.review as boolean[]).slice(1)] }
  t.same(reviewOfRecord(stored, test)[0], { questionId: '1', answer: 'KEY 1', correctAnswer: 'key 1', isCorrect: false })
})

t.test('a key read differently later does not change a stored verdict', async (t) => {
  const marked = markAttempt(testRow(), answers, 'strict')
  const rekeyed = testRow({ ...testRow().answerKey, '1': 'something else', '2': 'wrong' })
  const review = reviewOfRecord(marked, rekeyed)
  t.same(review.map((item) => item.isCorrect), marked.review, 'every verdict as it was marked')
})

t.test('rows stored before verdicts (whole items) are answered as stored; no review before a submit', async (t) => {
  const test = testRow()
  const items: ReviewItem[] = [{ questionId: '1', answer: 'a', correctAnswer: 'b', isCorrect: true }]
  const marked = { ...markAttempt(test, answers, 'strict'), review: items }
  t.same(reviewOfRecord(marked, test), items)
  t.same(reviewOfRecord({ answers, review: null }, test), [])
})
