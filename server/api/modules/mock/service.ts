import { ATTEMPT_GRACE_SECONDS } from '#shared/attempts/attempts.ts'
import { MOCK_WRITING_ANSWER_KEY, mockSectionsOf } from '#shared/mock/mock.ts'
import type { MockTest } from '#shared/mock/schema.ts'
import type { MockResultsResponse, MockSubmitResults, MockSubmitSectionResult } from '#shared/mock/results-schema.ts'
import { MOCK_ALREADY_SUBMITTED_MESSAGE, MOCK_PENDING_MESSAGE } from '#shared/submissions/submissions.ts'
import type { BlobStore } from '../../blob/store.ts'
import type { Db } from '../../db/client.ts'
import { conflict, isUniqueViolation, notFound } from '../../errors.ts'
import { mergeIntoSaved } from '../attempts/merge-answers.ts'
import { attemptsRepository, type AttemptRow } from '../attempts/repository.ts'
import { typedTimes } from '../attempts/typed-times.ts'
import { submissionsRepository } from '../submissions/repository.ts'
import { discardUploads, fileRows } from '../../uploads/store-upload.ts'
import { PREVIEW_NOT_SENT, type TestsService } from '../tests/service.ts'
import type { TestRow } from '../tests/repository.ts'
import { checkAgainstAttempt } from './checks.ts'
import type { MockSubmission } from './fields.ts'
import { keyedSectionsOf, markMockAttempt, prefixed, sectionOfRecord } from './marking.ts'
import { mockRepository } from './repository.ts'
import { requireWritingUnlocked, writingTimed } from './writing-clock.ts'
import { attemptView } from './results.ts'

export interface MockDeps {
  db: Db
  tests: TestsService
  blobs: BlobStore
  now?: () => Date
}

export interface MockSubmitInput {
  userId: string
  testId: string
  idempotencyKey?: string | undefined
  form: MockSubmission
}

const NO_TEST = 'No mock test with this id. It may have been removed; please pick one from the list.'
const KEY_REUSED = 'This Idempotency-Key was already used for another submission.'

/** The submission brings a letter: a typed one in the answers of record, or photos of one. */
const hasLetter = (answers: Record<string, string>, form: MockSubmission) => Boolean(answers[MOCK_WRITING_ANSWER_KEY]?.trim()) || form.writingFiles.length > 0

export function mockService({ db, tests, blobs, now = () => new Date() }: MockDeps) {
  async function requireMock(testId: string, userId: string): Promise<TestRow> {
    const test = await tests.findFor(testId, userId)
    if (!test || test.kind !== 'mock') throw notFound(NO_TEST)
    return test
  }

  const sectionsOf = (test: TestRow, row: AttemptRow) => row.sections ?? mockSectionsOf(test.content as MockTest)

  /**
   * The submit answer, from the stored attempt and the staff queue: a retry gets exactly what the
   * first request got, and the screen promises an evaluation only for what is really queued.
   */
  async function answerOf(tx: Db, test: TestRow, row: AttemptRow): Promise<MockSubmitResults & { attemptId: string }> {
    const results: Partial<Record<'listening' | 'reading', MockSubmitSectionResult>> = {}
    for (const section of keyedSectionsOf(sectionsOf(test, row))) {
      const { score, grade, correctAnswers, review } = sectionOfRecord(test, row, section)
      results[section] = { score: { roundedScore: score, grade }, correctAnswers, review }
    }
    return { attemptId: row.id, results, queuedForStaff: await mockRepository(tx).sentToStaff(row.id) }
  }

  /**
   * The answers of record: what was sent merged into the saved sheet question by question, the
   * newer typed winning (an answer or letter sent without a time counts as typed now), or after
   * the deadline and its grace the answers saved in time.
   */
  function answersOf(row: AttemptRow, form: MockSubmission, late: boolean, at: Date): Record<string, string> {
    if (late) return row.answers
    const sent = {
      ...prefixed('listening', form.listeningAnswers ?? {}),
      ...prefixed('reading', form.readingAnswers ?? {}),
      ...(form.writingAnswer !== undefined ? { [MOCK_WRITING_ANSWER_KEY]: form.writingAnswer } : {}),
    }
    return mergeIntoSaved(row, sent, typedTimes(sent, form.typedAt ?? {}, at))
  }

  /**
   * Queues the letter (typed or photographed) and each recording for staff, in the caller's
   * transaction; `late`: sent after the deadline and its grace, when only what was saved in time counts.
   */
  async function queueForStaff(tx: Db, test: TestRow, row: AttemptRow, input: MockSubmitInput, answers: Record<string, string>, late: boolean, letterQueued = false) {
    const { form, userId, idempotencyKey: key } = input
    const submissions = submissionsRepository(tx)
    const base = { userId, testId: test.id, source: 'mock', attemptId: row.id } as const
    const letter = answers[MOCK_WRITING_ANSWER_KEY]?.trim() ? answers[MOCK_WRITING_ANSWER_KEY]! : null
    // An empty letter and no photos: nothing to evaluate ("No writing submission.").
    const writing = !letterQueued && sectionsOf(test, row).includes('writing') && (letter !== null || form.writingFiles.length > 0)
    const skills = [...(writing ? (['writing'] as const) : []), ...((form.speakingParts ?? []).length > 0 ? (['speaking'] as const) : [])]
    // One attempt's letter and one's recordings of a mock wait at a time (decision 0032). A new
    // attempt with them cannot start meanwhile, so this only refuses one opened before that.
    if (await submissions.lockAndFindWaiting(userId, test.id, { source: 'mock', skills, exceptAttemptId: row.id })) throw conflict(MOCK_PENDING_MESSAGE)
    if (writing) {
      const mode = form.writingMode ?? (form.writingFiles.length > 0 ? 'paper' : 'computer')
      await submissions.insert(
        { ...base, skill: 'writing', mode, writingAnswer: letter, timed: writingTimed(row, late, letter !== null), idempotencyKey: key ? `${key}:writing` : null },
        fileRows(form.writingFiles),
      )
    }
    // The role-plays are one sitting, evaluated as one (decision 0105): the first leads it.
    let sittingId: string | undefined
    for (const [i, mainCardNumber] of (form.speakingParts ?? []).entries()) {
      const row = await submissions.insert(
        { ...base, skill: 'speaking', mode: 'audio', mainCardNumber, sittingId, idempotencyKey: key ? `${key}:speaking:${mainCardNumber}` : null },
        fileRows([form.speakingFiles[i]!]),
      )
      sittingId ??= row.sittingId ?? undefined
    }
  }

  /** Closes the open attempt with its answers of record, then queues its writing and speaking. */
  async function store(tx: Db, test: TestRow, row: AttemptRow, input: MockSubmitInput) {
    const sections = sectionsOf(test, row)
    checkAgainstAttempt(input.form, test.content as MockTest, sections)
    const at = now()
    const late = row.deadlineAt !== null && at.getTime() > row.deadlineAt.getTime() + ATTEMPT_GRACE_SECONDS * 1000
    const answers = answersOf(row, input.form, late, at)
    if (sections.includes('writing')) requireWritingUnlocked(row, hasLetter(answers, input.form), at)
    const closed = await attemptsRepository(tx).markSubmitted(row.id, {
      ...markMockAttempt(test, sections, answers),
      answers,
      submittedAt: at,
      submittedBy: late ? 'server' : 'student',
      idempotencyKey: input.idempotencyKey ?? null,
    })
    await queueForStaff(tx, test, closed, input, answers, late)
    return answerOf(tx, test, closed)
  }

  /**
   * The clock ran out and the server submitted the attempt before the student's submission came:
   * its listening and reading stand as saved, but the photos and recordings, which cannot be
   * autosaved, are still taken once (docs/decisions/0019). The letter it saved was queued when
   * the server closed it; the student's own submission is refused only once it has come.
   */
  async function storeAfterServerClose(tx: Db, test: TestRow, row: AttemptRow, input: MockSubmitInput) {
    const mocks = mockRepository(tx)
    const queued = await mocks.queuedFor(row.id)
    // The student's own submission came already (it claimed its key, or queued its uploads), or it
    // brings photos of a letter when the one saved in time is queued.
    const alreadyCame = row.idempotencyKey !== null || queued.uploads
    if (alreadyCame || (queued.letter && input.form.writingFiles.length > 0)) throw conflict(MOCK_ALREADY_SUBMITTED_MESSAGE, 'ALREADY_SUBMITTED')
    checkAgainstAttempt(input.form, test.content as MockTest, sectionsOf(test, row))
    await mocks.claimIdempotencyKey(row.id, input.idempotencyKey ?? null)
    await queueForStaff(tx, test, row, input, row.answers, true, queued.letter)
    return answerOf(tx, test, row)
  }

  return {
    requireMock,

    /**
     * Submits an open mock attempt once: listening and reading marked, writing and speaking
     * queued for staff. A retry with the same Idempotency-Key answers the first result and keeps
     * nothing twice; the uploads of a refused or repeated request are removed again.
     */
    async submit(input: MockSubmitInput) {
      const files = [...input.form.writingFiles, ...input.form.speakingFiles]
      let kept = false
      try {
        const test = await requireMock(input.testId, input.userId)
        if (test.status === 'draft') throw conflict(PREVIEW_NOT_SENT)
        const result = await db.transaction(async (tx) => {
          const attempts = attemptsRepository(tx)
          const key = input.idempotencyKey
          const earlier = key ? await attempts.findByIdempotencyKey(input.userId, key) : undefined
          if (earlier && earlier.id !== input.form.attemptId) throw conflict(KEY_REUSED)
          const row = await attempts.lockOwn(input.form.attemptId, input.userId)
          // The mock speaking screen's sitting only keeps its clocks (decision 0084): it is not the mock's.
          if (!row || row.testId !== test.id || row.screen !== 'exam') throw notFound('No such attempt for this mock test.')
          if (row.status === 'submitted') {
            if (key && row.idempotencyKey === key) return answerOf(tx, test, row)
            if (row.submittedBy !== 'server') throw conflict(MOCK_ALREADY_SUBMITTED_MESSAGE, 'ALREADY_SUBMITTED')
          }
          const answer = row.status === 'submitted' ? await storeAfterServerClose(tx, test, row, input) : await store(tx, test, row, input)
          kept = true
          return answer
        })
        return result
      } catch (error) {
        kept = false
        if (isUniqueViolation(error)) throw conflict(KEY_REUSED)
        throw error
      } finally {
        if (!kept) await discardUploads(blobs, files)
      }
    },

    /** The student's submitted attempts at a mock, oldest first; an empty list when there are none. */
    async results(userId: string, testId: string): Promise<MockResultsResponse> {
      const test = await requireMock(testId, userId)
      const rows = await attemptsRepository(db).submittedFor(userId, testId)
      const repository = mockRepository(db)
      const submissions = await repository.submissionsOf(
        userId,
        rows.map((row) => row.id),
      )
      return {
        testName: test.title,
        username: (await repository.userName(userId)) ?? '',
        attempts: rows.length,
        results: rows.map((row) => attemptView(test, row, submissions)),
      }
    },
  }
}
export type MockService = ReturnType<typeof mockService>
