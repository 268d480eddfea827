import { ATTEMPT_GRACE_SECONDS } from '#shared/attempts/attempts.ts'
import type { Role } from '#shared/auth/auth.ts'
import type { SpeakingTest } from '#shared/speaking/schema.ts'
import { mockSectionsOf } from '#shared/mock/mock.ts'
import type { MockTest } from '#shared/mock/schema.ts'
import type { TestKind } from '#shared/test-kinds/test-kinds.ts'
import {
  BLANK_LETTER_MESSAGE,
  MOCK_SPEAKING_SUBMITTED_MESSAGE,
  NO_IMAGE_MESSAGE,
  PART_ALREADY_SUBMITTED_MESSAGE,
  SPEAKING_SUBMITTED_MESSAGE,
  TEST_ALREADY_SUBMITTED_MESSAGE,
  WRITING_ANSWER_KEY,
  WRITING_PENDING_MESSAGE,
  WRITING_SUBMITTED_MESSAGE,
  type SubmissionSkill,
} from '#shared/submissions/submissions.ts'
import type { BlobStore } from '../../blob/store.ts'
import type { Db } from '../../db/client.ts'
import { badRequest, conflict, isUniqueViolation, notFound } from '../../errors.ts'
import { PREVIEW_NOT_SENT, type TestsService } from '../tests/service.ts'
import type { TestRow } from '../tests/repository.ts'
import { attemptsRepository } from '../attempts/repository.ts'
import { submissionsRepository, type AttemptRow, type SubmissionRow } from './repository.ts'
import { readingTimeMessage } from './reading-time.ts'
import { closeSpeakingSittingIfDone, mockSpeakingPartsSent, mockSpeakingScreenSitting } from './speaking-sitting.ts'
import { discardUploads, fileRows, type StoredUpload } from '../../uploads/store-upload.ts'
import { submissionView } from './view.ts'
import { modelAnswerOf } from './model-answer.ts'

export interface SubmissionsDeps {
  db: Db
  tests: TestsService
  blobs: BlobStore
  now?: () => Date
}

interface Who {
  userId: string
  idempotencyKey?: string | undefined
}

export interface WritingInput extends Who {
  testId: string
  /** Computer mode: the letter; paper mode: undefined, with the photos in `files`. */
  letter?: string | undefined
  files?: StoredUpload[]
  startTime?: string | null | undefined
  attemptId?: string | undefined
}

export interface SpeakingInput extends Who {
  testId: string
  mainCardNumber: number
  file: StoredUpload
}

export interface MockSpeakingInput extends Who {
  testId: string
  mainCardNumbers: number[]
  files: StoredUpload[]
  /** The submitted mock attempt the parts join (a part its submit could not take, sent again). */
  attemptId?: string | undefined
}

const NO_TEST = 'No test with this id. It may have been removed; please pick one from the list.'
const KEY_REUSED = 'This Idempotency-Key was already used for another submission.'
const STAFF: readonly Role[] = ['staff', 'admin']

const partNumbers = (speaking: SpeakingTest | undefined) => new Set(speaking?.mainCards.map((card) => card.mainCardNumber) ?? [])

export function submissionsService({ db, tests, blobs, now = () => new Date() }: SubmissionsDeps) {
  const repository = submissionsRepository(db)

  /** The test, if it exists and is of this kind (404 otherwise, before any upload is read). */
  async function requireTest(testId: string, kind: TestKind, userId: string): Promise<TestRow> {
    const test = await tests.findFor(testId, userId)
    if (!test || test.kind !== kind) throw notFound(NO_TEST)
    return test
  }

  /** A test whose work goes to the evaluators: never a draft, which staff only preview. */
  async function requireSendable(testId: string, kind: TestKind, userId: string): Promise<TestRow> {
    const test = await requireTest(testId, kind, userId)
    if (test.status === 'draft') throw conflict(PREVIEW_NOT_SENT)
    return test
  }

  /**
   * Runs a submission's transaction. Uploaded files are removed again when it is refused, or when
   * it turns out to be a retry answered by what the first request stored.
   */
  async function storing<T>(files: readonly StoredUpload[], work: () => Promise<{ result: T; replayed: boolean }>): Promise<T> {
    let outcome: { result: T; replayed: boolean } | undefined
    try {
      outcome = await work()
      return outcome.result
    } finally {
      if (!outcome || outcome.replayed) await discardUploads(blobs, files)
    }
  }

  /** The earlier submission(s) a retry with this key made; 409 when the key was used for something else. */
  async function earlierWithKey(database: Db, userId: string, keys: string[], same: (row: SubmissionRow) => boolean) {
    const rows = await submissionsRepository(database).findByIdempotencyKeys(userId, keys)
    if (rows.length > 0 && (rows.length !== keys.length || !rows.every(same))) throw conflict(KEY_REUSED)
    return rows.length > 0 ? rows : undefined
  }

  /**
   * The attempt the letter was written in, when the call names one. SPEC.md section 7's call names
   * none: such a letter is accepted as written outside the timed test (decision 0045).
   */
  async function writingAttempt(database: Db, input: WritingInput): Promise<AttemptRow | undefined> {
    if (!input.attemptId) return undefined
    const attempt = await submissionsRepository(database).lockAttempt(input.attemptId, input.userId)
    if (!attempt || attempt.testId !== input.testId) throw notFound('No such attempt for this test.')
    return attempt
  }

  /**
   * Closes the attempt the letter was written in, under its clock (decision 0045): refused during
   * the reading time; after the deadline and the grace the letter saved in time is what counts,
   * and a letter with none saved in time (photos, or typing that never reached the server) is
   * kept but marked as not written under timed conditions.
   */
  async function closeWritingAttempt(database: Db, attempt: AttemptRow, letter: string | null): Promise<{ letter: string | null; timed: boolean }> {
    const rows = submissionsRepository(database)
    if (await rows.findByAttempt(attempt.id)) throw conflict(TEST_ALREADY_SUBMITTED_MESSAGE, 'ALREADY_SUBMITTED')
    const at = now()
    const unlockAt = attempt.startedAt.getTime() + (attempt.timing.locked ?? 0) * 1000
    if (attempt.status === 'open' && at.getTime() < unlockAt) throw conflict(readingTimeMessage(unlockAt - at.getTime()))
    const late = attempt.status === 'submitted' || (attempt.deadlineAt !== null && at.getTime() > attempt.deadlineAt.getTime() + ATTEMPT_GRACE_SECONDS * 1000)
    const saved = attempt.answers[WRITING_ANSWER_KEY]
    const savedInTime = late && letter !== null && saved?.trim() ? saved : null
    const counted = savedInTime ?? letter
    if (attempt.status === 'open') await rows.closeAttempt(attempt.id, at, counted)
    return { letter: counted, timed: attempt.deadlineAt !== null && (!late || savedInTime !== null) }
  }

  /**
   * One writing submission of a test per student in the queue (decision 0032): a second one while
   * the first waits is refused, so a script cannot fill the staff queue. Checked under a lock on
   * the student, so parallel submits cannot both pass.
   */
  async function requireNoPendingWriting(database: Db, input: WritingInput) {
    if (await submissionsRepository(database).lockAndFindWaiting(input.userId, input.testId, { source: 'test', skills: ['writing'] })) throw conflict(WRITING_PENDING_MESSAGE)
  }

  /** A unique index refused the insert: a racing retry of the same request, or a second submission (`refusal` says so). */
  async function afterRace<T>(error: unknown, userId: string, key: string | undefined, answer: (row: SubmissionRow) => T, refusal: string): Promise<T> {
    if (!isUniqueViolation(error)) throw error
    const earlier = key ? await repository.findByIdempotencyKeys(userId, [key]) : []
    if (earlier[0]) return answer(earlier[0])
    throw conflict(refusal, 'ALREADY_SUBMITTED')
  }

  const writingAnswer = (row: SubmissionRow) => ({ submissionId: row.id, status: row.status, message: WRITING_SUBMITTED_MESSAGE })
  const speakingAnswer = (row: SubmissionRow) => ({
    submissionId: row.id,
    mainCardNumber: row.mainCardNumber!,
    status: row.status,
    message: SPEAKING_SUBMITTED_MESSAGE,
  })

  async function submitWriting(input: WritingInput) {
    const files = input.files ?? []
    return storing(files, async () => {
      await requireSendable(input.testId, 'oet-writing', input.userId)
      const paper = input.letter === undefined
      if (!paper && input.letter!.trim() === '') throw badRequest(BLANK_LETTER_MESSAGE)
      if (paper && files.length === 0) throw badRequest(NO_IMAGE_MESSAGE)
      const key = input.idempotencyKey
      try {
        return await db.transaction(async (tx) => {
          const earlier = key && (await earlierWithKey(tx, input.userId, [key], (row) => row.testId === input.testId && row.skill === 'writing'))
          if (earlier) return { result: writingAnswer(earlier[0]!), replayed: true }
          const attempt = await writingAttempt(tx, input)
          const { letter, timed } = attempt ? await closeWritingAttempt(tx, attempt, input.letter ?? null) : { letter: input.letter ?? null, timed: false }
          await requireNoPendingWriting(tx, input)
          const row = await submissionsRepository(tx).insert(
            {
              userId: input.userId,
              testId: input.testId,
              skill: 'writing',
              source: 'test',
              attemptId: attempt?.id ?? null,
              mode: paper ? 'paper' : 'computer',
              writingAnswer: letter,
              timed,
              startTime: input.startTime ?? null,
              idempotencyKey: key ?? null,
            },
            fileRows(files),
          )
          return { result: writingAnswer(row), replayed: false }
        })
      } catch (error) {
        return { result: await afterRace(error, input.userId, key, writingAnswer, TEST_ALREADY_SUBMITTED_MESSAGE), replayed: true }
      }
    })
  }

  async function submitSpeaking(input: SpeakingInput) {
    return storing([input.file], async () => {
      const test = await requireSendable(input.testId, 'oet-speaking', input.userId)
      if (!partNumbers(test.content as SpeakingTest).has(input.mainCardNumber)) {
        throw badRequest(`mainCardNumber: this test has no part ${input.mainCardNumber}.`)
      }
      const key = input.idempotencyKey
      try {
        return await db.transaction(async (tx) => {
          const same = (row: SubmissionRow) => row.testId === input.testId && row.mainCardNumber === input.mainCardNumber
          const earlier = key && (await earlierWithKey(tx, input.userId, [key], same))
          if (earlier) return { result: speakingAnswer(earlier[0]!), replayed: true }
          await attemptsRepository(tx).lockSitting(input.userId, input.testId)
          const rows = submissionsRepository(tx)
          if (await rows.findSpeakingPart(input.userId, input.testId, input.mainCardNumber)) throw conflict(PART_ALREADY_SUBMITTED_MESSAGE, 'ALREADY_SUBMITTED')
          const row = await rows.insert(
            {
              userId: input.userId,
              testId: input.testId,
              skill: 'speaking',
              source: 'test',
              mode: 'audio',
              mainCardNumber: input.mainCardNumber,
              sittingId: await rows.testSitting(input.userId, input.testId),
              idempotencyKey: key ?? null,
            },
            fileRows([input.file]),
          )
          await closeSpeakingSittingIfDone(tx, input.userId, test, now())
          return { result: speakingAnswer(row), replayed: false }
        })
      } catch (error) {
        return { result: await afterRace(error, input.userId, key, speakingAnswer, PART_ALREADY_SUBMITTED_MESSAGE), replayed: true }
      }
    })
  }

  /**
   * The submitted mock attempt a part sent again joins (decision 0057): the student's, of this
   * mock, with its speaking chosen, not holding the part yet. An open attempt's parts go with its submit.
   */
  async function mockAttemptFor(database: Db, input: MockSpeakingInput, test: TestRow): Promise<string> {
    const attempt = await submissionsRepository(database).lockAttempt(input.attemptId!, input.userId)
    if (!attempt || attempt.testId !== input.testId || attempt.screen !== 'exam') throw notFound('No such attempt for this mock test.')
    const sections = attempt.sections ?? mockSectionsOf(test.content as MockTest)
    if (!sections.includes('speaking')) throw badRequest('attemptId: this attempt did not choose the Speaking section.')
    if (attempt.status === 'open') throw conflict("This mock test attempt is still open: its speaking parts are sent with the mock's submission (Finish Mock).")
    const held = await submissionsRepository(database).speakingPartsOf(attempt.id)
    const again = input.mainCardNumbers.find((n) => held.includes(n))
    if (again !== undefined) throw conflict(`Part ${again} of this mock attempt is already with the evaluators.`, 'ALREADY_SUBMITTED')
    return attempt.id
  }

  async function submitMockSpeaking(input: MockSpeakingInput) {
    return storing(input.files, async () => {
      const test = await requireSendable(input.testId, 'mock', input.userId)
      const parts = partNumbers((test.content as MockTest).speaking)
      if (parts.size === 0) throw badRequest('This mock test has no speaking section.')
      if (input.files.length === 0) throw badRequest('Please record or upload an audio file first.')
      const numbers = input.mainCardNumbers
      const unknown = numbers.find((n) => !parts.has(n))
      if (unknown !== undefined) throw badRequest(`speakingResponses: this mock test has no speaking part ${unknown}.`)
      if (new Set(numbers).size !== numbers.length) throw badRequest('speakingResponses: each part may be listed once.')
      if (numbers.length !== input.files.length) {
        throw badRequest('Send one recording in speakingFiles for each part listed in speakingResponses, in the same order.')
      }
      // One key for the request; each part's row carries it with its part number.
      const keys = input.idempotencyKey ? numbers.map((n) => `${input.idempotencyKey}:${n}`) : undefined
      const answer = (rows: SubmissionRow[]) => {
        const byPart = new Map(rows.map((row) => [row.mainCardNumber, row]))
        return { submissionIds: numbers.map((n) => byPart.get(n)!.id), status: 'pending' as const, message: MOCK_SPEAKING_SUBMITTED_MESSAGE }
      }
      const same = (row: SubmissionRow) => row.testId === input.testId && row.source === 'mock'
      try {
        return await db.transaction(async (tx) => {
          const earlier = keys && (await earlierWithKey(tx, input.userId, keys, same))
          if (earlier) return { result: answer(earlier), replayed: true }
          const rows = submissionsRepository(tx)
          const attemptId = input.attemptId ? await mockAttemptFor(tx, input, test) : null
          let sittingId = attemptId ? await rows.sittingOf({ attemptId }) : await mockSpeakingScreenSitting(tx, input.userId, input.testId)
          const stored: SubmissionRow[] = []
          for (const [i, mainCardNumber] of numbers.entries()) {
            const values = { userId: input.userId, testId: input.testId, skill: 'speaking', source: 'mock', mode: 'audio', mainCardNumber, attemptId, sittingId } as const
            const row = await rows.insert({ ...values, idempotencyKey: keys?.[i] ?? null }, fileRows([input.files[i]!]))
            sittingId ??= row.sittingId ?? undefined
            stored.push(row)
          }
          if (!attemptId) await mockSpeakingPartsSent(tx, input.userId, input.testId, parts, stored, now())
          return { result: answer(stored), replayed: false }
        })
      } catch (error) {
        if (!keys || !isUniqueViolation(error)) throw error
        const earlier = await earlierWithKey(db, input.userId, keys, same)
        if (!earlier) throw error
        return { result: answer(earlier), replayed: true }
      }
    })
  }

  return {
    requireTest,
    submitWriting,
    submitSpeaking,
    submitMockSpeaking,

    /** My submissions of a skill, newest first. */
    async list(userId: string, skill: SubmissionSkill) {
      return (await repository.list(userId, skill)).map(submissionView)
    },

    /** One submission: its student's, or any for staff; 404 for anyone else. */
    async get(user: { id: string; role: Role }, id: string, skill: SubmissionSkill) {
      const listed = await repository.findListed(id)
      if (!listed || listed.row.skill !== skill || (listed.row.userId !== user.id && !STAFF.includes(user.role))) {
        throw notFound('No such submission.')
      }
      return submissionView(listed)
    },

    /** The model answer to a submission's task: its student's once evaluated, any for staff. */
    async modelAnswer(user: { id: string; role: Role }, id: string) {
      return modelAnswerOf(await repository.findListed(id), user, tests)
    },

    /**
     * The blob of a submission's evaluation PDF: the current one for its student and staff, an
     * earlier version (by evaluation id) for staff only; 404 for anyone else or before one exists.
     */
    async evaluationPdf(user: { id: string; role: Role }, id: string, version?: string) {
      const found = await repository.findEvaluationPdf(id, version)
      const staff = STAFF.includes(user.role)
      if (!found || (found.userId !== user.id && !staff) || (version !== undefined && !staff) || !found.blobKey) {
        throw notFound('No evaluation PDF for this submission yet.')
      }
      return found.blobKey
    },

    /** A stored photo or recording: its student's, or any for staff; 404 for anyone else (its existence is not revealed). */
    async file(user: { id: string; role: Role }, fileId: string) {
      const file = await repository.findFile(fileId)
      if (!file || (file.userId !== user.id && !STAFF.includes(user.role))) throw notFound('No such file.')
      return file
    },
  }
}
export type SubmissionsService = ReturnType<typeof submissionsService>
