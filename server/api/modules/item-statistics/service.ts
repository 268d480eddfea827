import type { TestContent } from '#shared/content/schema.ts'
import { flagNote, flagsShownAt, hasItemStatistics, itemStatistics, MIN_ATTEMPTS_FOR_FLAGS, partTables, type ItemAttempt, type ItemQuestion } from '#shared/item-statistics/item-statistics.ts'
import type { ItemStatisticsResponse } from '#shared/item-statistics/schema.ts'
import { splitMockKeyId } from '#shared/mock/mock.ts'
import { keyedOutline } from '#shared/results/review-outline.ts'
import type { TestKind } from '#shared/test-kinds/test-kinds.ts'
import type { Db } from '../../db/client.ts'
import { conflict, notFound } from '../../errors.ts'
import { markedTestOf, reviewOfRecord } from '../attempts/marking.ts'
import type { TestRow } from '../tests/repository.ts'
import type { TestsService } from '../tests/service.ts'
import { submittedAttemptsAt } from './repository.ts'

export const NO_SUCH_TEST = 'No test version has this id. Open the Tests list and choose a version there.'
export const notKeyed = (title: string) =>
  `"${title}" is marked by evaluators, not by an answer key, so it has no item statistics. They are kept for listening, reading and mock tests; its marks are in the evaluation queue.`

/** The version's keyed questions in the order the test asks them, with their part, text and options. */
function questionsOf(test: TestRow): ItemQuestion[] {
  return keyedOutline({ kind: test.kind, content: test.content } as TestContent).flatMap((group) =>
    group.questions.flatMap((question, i) => {
      const id = group.keyIds[i]!
      if (!Object.hasOwn(test.answerKey, id)) return []
      const section = splitMockKeyId(id)?.section
      return [
        {
          id,
          part: group.part,
          ...(test.kind === 'mock' && section ? { section } : {}),
          type: question.type,
          text: question.text,
          key: test.answerKey[id]!,
          ...(question.options ? { options: question.options } : {}),
        },
      ]
    }),
  )
}

/** GET /api/staff/tests/{id}/item-statistics: each question of a version over its submitted attempts (issue 37). */
export function itemStatisticsService({ db, tests }: { db: Db; tests: Pick<TestsService, 'find'> }) {
  return {
    async of(testId: string): Promise<ItemStatisticsResponse> {
      const test = await tests.find(testId)
      if (!test) throw notFound(NO_SUCH_TEST)
      if (!hasItemStatistics(test.kind)) throw conflict(notKeyed(test.title))
      const rows = await submittedAttemptsAt(db, test.id)
      // The verdicts of record, as each attempt was marked (a mock's chosen sections only): never marked again.
      const attempts: ItemAttempt[] = rows.map((row) =>
        Object.fromEntries(reviewOfRecord(row, markedTestOf(test, row.sections)).map((item) => [item.questionId, { answer: item.answer, correct: item.isCorrect }])),
      )
      return {
        testId: test.id,
        title: test.title,
        kind: test.kind as TestKind,
        version: test.version,
        attempts: attempts.length,
        minAttemptsForFlags: MIN_ATTEMPTS_FOR_FLAGS,
        flagsShown: flagsShownAt(attempts.length),
        flagNote: flagNote(attempts.length),
        parts: partTables(itemStatistics(questionsOf(test), attempts)),
      }
    },
  }
}
export type ItemStatisticsService = ReturnType<typeof itemStatisticsService>
