import type { TestKind } from '#shared/test-kinds/test-kinds.ts'
import { forbidden, HttpError } from '../../errors.ts'
import type { TestRow } from '../tests/repository.ts'
import { markedTestOf, partsOf, reviewOfRecord } from './marking.ts'
import type { AttemptsRepository } from './repository.ts'

/**
 * What a student may read of a test once they have submitted an attempt at it: their results, its
 * key, its review (a part of the attempts service).
 */
export function submittedReads(repository: AttemptsRepository, testOf: (testId: string, kinds?: readonly TestKind[]) => Promise<TestRow>) {
  /**
   * Each published version's review as JSON text, made once: tens of kilobytes that every results
   * page asks for. A version never changes, and its row is kept by the tests service.
   */
  const reviews = new WeakMap<TestRow, string>()

  return {
    /** Every submitted attempt of the student at a test, oldest first; 404 when there are none. */
    async results(userId: string, testId: string, kinds: readonly TestKind[]) {
      const test = await testOf(testId, kinds)
      const rows = await repository.submittedFor(userId, testId)
      if (rows.length === 0) throw new HttpError(404, 'No attempts found')
      return {
        testId,
        studentId: userId,
        attempts: rows.length,
        results: rows.map((row) => ({
          score: row.score ?? 0,
          grade: row.grade ?? 'E',
          correctAnswers: row.correctCount ?? 0,
          totalQuestions: row.totalQuestions ?? 0,
          parts: partsOf(row, test),
          submittedAt: row.submittedAt!.toISOString(),
          answers: row.answers,
          review: reviewOfRecord(row, markedTestOf(test, row.sections)),
        })),
        answerKey: test.answerKey,
      }
    },

    /** A test's key, only for a student who has submitted an attempt at it. */
    async answerKey(userId: string, testId: string, kinds: readonly TestKind[]) {
      const test = await testOf(testId, kinds)
      if (!(await repository.hasSubmitted(userId, testId))) {
        throw forbidden('Submit an attempt at this test to see its answer key.')
      }
      return { correctAnswers: test.answerKey }
    },

    /**
     * The whole test, explanations and transcripts with its key, as JSON text: like the key, only
     * after a submission.
     */
    async review(userId: string, testId: string, kinds: readonly TestKind[]): Promise<string> {
      const test = await testOf(testId, kinds)
      if (!(await repository.hasSubmitted(userId, testId))) {
        throw forbidden('Submit an attempt at this test to see its review.')
      }
      let json = reviews.get(test)
      if (json === undefined) {
        json = JSON.stringify({ id: test.id, kind: test.kind, title: test.title, content: test.content, answerKey: test.answerKey })
        reviews.set(test, json)
      }
      return json
    },
  }
}
