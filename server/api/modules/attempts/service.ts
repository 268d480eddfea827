import { LRUCache } from 'lru-cache'
import { ATTEMPT_GRACE_SECONDS, DEVICE_PRESENCE_SECONDS, PART_CLOCKS_MAX } from '#shared/attempts/attempts.ts'
import { ANSWER_MAX_LENGTH } from '#shared/answers/schema.ts'
import type {
  Attempt,
  AttemptTiming,
  PartStartResponse,
  SaveAnswersBody,
  SaveAnswersResponse,
  StartAttemptBody,
} from '#shared/attempts/schema.ts'
import { autosaveKeys, letterKeyOf } from '#shared/content/question-ids.ts'
import type { TestContent } from '#shared/content/schema.ts'
import type { TestKind } from '#shared/test-kinds/test-kinds.ts'
import { mockSectionsOf, type MockSection } from '#shared/mock/mock.ts'
import type { MockTest } from '#shared/mock/schema.ts'
import { MOCK_PENDING_MESSAGE, WRITING_PENDING_MESSAGE } from '#shared/submissions/submissions.ts'
import type { Db } from '../../db/client.ts'
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../errors.ts'
import type { TestsService } from '../tests/service.ts'
import type { TestRow } from '../tests/repository.ts'
import { submissionsRepository } from '../submissions/repository.ts'
import { closeSpeakingSittingIfDone, SPEAKING_ALL_SENT_MESSAGE } from '../submissions/speaking-sitting.ts'
import { queueAbandonedLetter } from './letters.ts'
import { markAttempt, markedTestOf, markingModeFor, resultOf } from './marking.ts'
import { attemptsRepository, type AttemptRow } from './repository.ts'
import { deadlineFor, timingFor } from './timing.ts'
import { withExtraTime } from '#shared/accommodations/accommodations.ts'
import { mergeIntoSaved } from './merge-answers.ts'
import { chosenSections } from './sections.ts'
import { submittedReads } from './submitted-reads.ts'
import { typedTimes } from './typed-times.ts'

export interface AttemptsDeps {
  db: Db
  tests: TestsService
  allowCustomTiming: boolean
  now?: () => Date
  /** Resolves once what this process's commits notified has been heard (Database.heard). */
  heard?: () => Promise<void>
}

export interface SubmitInput {
  userId: string
  testId: string
  kinds: readonly TestKind[]
  answers: Record<string, string>
  /** When each answer was typed (ISO, server clock); an answer without one counts as typed now. */
  typedAt?: Record<string, string> | undefined
  attemptId?: string | undefined
  idempotencyKey?: string | undefined
}

const contentOf = (test: TestRow) => ({ kind: test.kind, content: test.content }) as TestContent


/** The attempts whose owner is kept: every sitting of a large exam day, a few MB at most. */
const ATTEMPT_OWNERS_KEPT = 100_000
const KEY_REUSED = 'This Idempotency-Key was already used for another submission.'
const NO_TEST = 'No test with this id. It may have been removed; please pick one from the list.'
/** A stored submission answered again (a retry): late when the server marked the saved answers. */
const replayOf = (row: AttemptRow, test: TestRow) => ({ attemptId: row.id, ...resultOf(row, markedTestOf(test, row.sections)), late: row.submittedBy === 'server' })

export function attemptsService({ db, tests, allowCustomTiming, now = () => new Date(), heard = async () => {} }: AttemptsDeps) {
  const repository = attemptsRepository(db)
  const pastGrace = (row: AttemptRow, at: Date) =>
    row.deadlineAt !== null && at.getTime() > row.deadlineAt.getTime() + ATTEMPT_GRACE_SECONDS * 1000

  async function testOf(testId: string, kinds?: readonly TestKind[]): Promise<TestRow> {
    const test = await tests.find(testId)
    if (!test || (kinds && !kinds.includes(test.kind as TestKind))) throw notFound(NO_TEST)
    return test
  }

  /**
   * Who each attempt belongs to and what it is a sitting of, which never changes: an autosave,
   * the exam's most frequent call, then needs no read before its one statement.
   */
  const attemptOwners = new LRUCache<string, { userId: string; testId: string }>({ max: ATTEMPT_OWNERS_KEPT })

  function requireKnownQuestions(test: TestRow, answers: Record<string, string>) {
    const known = new Set(autosaveKeys(contentOf(test)))
    const unknown = Object.keys(answers).find((id) => !known.has(id))
    if (unknown !== undefined) throw badRequest(`answers: this test has no question "${unknown}".`)
  }

  function view(row: AttemptRow, test: TestRow, at: Date): Attempt {
    return {
      id: row.id,
      testId: row.testId,
      kind: test.kind,
      mode: row.mode,
      status: row.status,
      timing: row.timing as AttemptTiming,
      startedAt: row.startedAt.toISOString(),
      deadlineAt: row.deadlineAt?.toISOString() ?? null,
      serverNow: at.toISOString(),
      answers: row.answers,
      answerTimes: row.answerTimes,
      answersSavedAt: row.answersSavedAt?.toISOString() ?? null,
      partStartedAt: row.partStartedAt,
      result: row.status === 'submitted' ? resultOf(row, markedTestOf(test, row.sections)) : null,
      sections: row.sections ?? null,
    }
  }

  /**
   * Submits an open attempt with its last saved answers (the clock ran out before the student
   * did); a letter it saved goes to the staff queue in the same transaction.
   */
  async function closeByServer(database: Db, row: AttemptRow, test: TestRow, at: Date) {
    const closed = await attemptsRepository(database).markSubmitted(row.id, {
      ...markAttempt(markedTestOf(test, row.sections), row.answers, markingModeFor(test.kind as TestKind)),
      submittedAt: at,
      submittedBy: 'server',
    })
    await queueAbandonedLetter(database, row, test)
    return closed
  }

  /**
   * Why a new sitting whose work goes to staff (a writing test, a mock with writing or speaking)
   * may not start: that test's earlier work of the same skill still waits for evaluation
   * (decision 0032; a mock's letter and its recordings each count on their own), so its
   * submit could not be queued; the student is told before typing rather than after. An open
   * attempt is still resumed, its saved answers kept.
   */
  async function waitingFor(database: Db, userId: string, test: TestRow, sections: MockSection[] | null): Promise<string | undefined> {
    const forStaff = (sections ?? []).filter((section) => section === 'writing' || section === 'speaking')
    if (test.kind !== 'oet-writing' && forStaff.length === 0) return undefined
    const submissions = submissionsRepository(database)
    if (test.kind === 'oet-writing') return (await submissions.lockAndFindWaiting(userId, test.id, { source: 'test', skills: ['writing'] })) ? WRITING_PENDING_MESSAGE : undefined
    return (await submissions.lockAndFindWaiting(userId, test.id, { source: 'mock', skills: forStaff })) ? MOCK_PENDING_MESSAGE : undefined
  }

  async function testIdOfAttempt(userId: string, attemptId: string): Promise<string> {
    let owner = attemptOwners.get(attemptId)
    if (!owner) {
      owner = await repository.ownerOf(attemptId)
      if (!owner) throw notFound('No such attempt.')
      attemptOwners.set(attemptId, owner)
    }
    if (owner.userId !== userId) throw notFound('No such attempt.')
    return owner.testId
  }

  return {
    serverNow: () => now(),

    /** Starts a sitting, or answers the student's open one for the same test (a reload resumes it). */
    async start(userId: string, body: StartAttemptBody): Promise<{ attempt: Attempt; resumed: boolean }> {
      const test = await tests.findFor(body.testId, userId)
      if (!test) throw notFound(NO_TEST)
      if (body.timing && !allowCustomTiming) throw forbidden('Custom timing is only for the product’s own tests.')
      type Started = { attempt: Attempt; resumed: boolean } | { refused: string }
      const started = await db.transaction(async (tx): Promise<Started> => {
        await attemptsRepository(tx).lockSitting(userId, test.id)
        const at = now()
        // Every part sent: there is nothing left to sit (and a sitting left open is closed).
        if (test.kind === 'oet-speaking' && (await closeSpeakingSittingIfDone(tx, userId, test, at))) return { refused: SPEAKING_ALL_SENT_MESSAGE }
        const open = await attemptsRepository(tx).lockLatestOpen(userId, test.id)
        if (open && !pastGrace(open, at)) return { attempt: view(open, test, at), resumed: true }
        const sections = chosenSections(test, body.sections)
        if (open) await closeByServer(tx, open, test, at)
        // Refused after the overdue attempt is closed (and its letter queued), which stays done.
        const waiting = await waitingFor(tx, userId, test, sections)
        if (waiting) return { refused: waiting }
        // A student's extra time (issue 37) goes on every limit here, the one place limits are set.
        const limits = { ...timingFor(test.kind as TestKind, { ...body, sections: sections ?? undefined }, test.content), ...body.timing }
        const timing = withExtraTime(limits, await attemptsRepository(tx).extraTimePercentOf(userId)) as AttemptTiming
        const row = await attemptsRepository(tx).insert({
          userId,
          testId: test.id,
          mode: body.mode,
          timing,
          startedAt: at,
          deadlineAt: deadlineFor(at, timing),
          sections,
        })
        return { attempt: view(row, test, at), resumed: false }
      })
      if ('refused' in started) throw conflict(started.refused)
      // Its autosaves come here next: they need not look the owner up.
      attemptOwners.set(started.attempt.id, { userId, testId: test.id })
      return started
    },

    /**
     * The mock speaking screen's sitting of a mock (decision 0084): an untimed attempt of that
     * screen alone, which keeps its preparation clocks; the open one is resumed. It is never the
     * sitting /mock-test resumes, and its recordings are sent without it.
     */
    async sitMockSpeaking(userId: string, testId: string): Promise<Attempt> {
      const test = await tests.findFor(testId, userId)
      if (!test || test.kind !== 'mock') throw notFound(NO_TEST)
      if (!mockSectionsOf(test.content as MockTest).includes('speaking')) throw badRequest('This mock test has no speaking section.')
      const row = await db.transaction(async (tx) => {
        const rows = attemptsRepository(tx)
        await rows.lockSitting(userId, `${test.id}:mock-speaking`)
        const open = await rows.lockLatestOpen(userId, test.id, 'mock-speaking')
        if (open) return open
        return rows.insert({ userId, testId: test.id, mode: 'practice', timing: { total: null }, startedAt: now(), deadlineAt: null, sections: ['speaking'], screen: 'mock-speaking' })
      })
      attemptOwners.set(row.id, { userId, testId: test.id })
      return view(row, test, now())
    },

    async get(userId: string, attemptId: string): Promise<Attempt> {
      const row = await repository.findOwn(attemptId, userId)
      if (!row) throw notFound('No such attempt.')
      return view(row, await testOf(row.testId), now())
    },

    /**
     * Merges answers into the saved ones question by question, the newer typed answer winning
     * (decision 0037); repeating a save changes nothing. Answers what the device does not have.
     */
    async saveAnswers(userId: string, attemptId: string, body: SaveAnswersBody): Promise<SaveAnswersResponse> {
      const { answers } = body
      const test = await testOf(await testIdOfAttempt(userId, attemptId))
      // The body allows a letter's length; only a letter (a writing test's, a mock's) may use it.
      const letterKey = letterKeyOf(contentOf(test))
      const long = Object.keys(answers).find((id) => id !== letterKey && answers[id]!.length > ANSWER_MAX_LENGTH)
      if (long !== undefined) throw badRequest(`body.answers.${long} is too long: at most ${ANSWER_MAX_LENGTH} characters.`)
      requireKnownQuestions(test, answers)
      const at = now()
      const typedAt = typedTimes(answers, body.typedAt ?? {}, at)
      const device = body.device ?? null
      const basedOn = body.basedOn ?? {}
      const sheet = { answers, typedAt, basedOn, device, closing: body.closing === true, presenceSeconds: DEVICE_PRESENCE_SECONDS }
      const merged = await repository.saveAnswers(attemptId, userId, sheet, at, ATTEMPT_GRACE_SECONDS)
      if (merged) {
        const unknownHere = Object.keys(merged.answers).filter((id) => answers[id] === undefined || merged.answerTimes[id] !== typedAt[id])
        // A letter kept is told its new time, which its next save is based on.
        const keptLetters = Object.keys(basedOn).filter((id) => answers[id] !== undefined && merged.answerTimes[id] === typedAt[id])
        return {
          savedAt: at.toISOString(),
          serverNow: at.toISOString(),
          answers: Object.fromEntries(unknownHere.map((id) => [id, merged.answers[id]!])),
          answerTimes: Object.fromEntries([...unknownHere, ...keptLetters].flatMap((id) => (merged.answerTimes[id] ? [[id, merged.answerTimes[id]]] : []))),
          otherDevices: Object.keys(merged.devices).filter((id) => id !== device).length,
        }
      }
      const row = await repository.findOwn(attemptId, userId)
      // Discarded meanwhile (started again on another device): there is nothing to save into.
      if (!row) throw notFound('No such attempt.')
      throw row.status === 'submitted'
        ? conflict('This attempt has already been submitted; its answers can no longer change.', 'ALREADY_SUBMITTED')
        : conflict('Time is up for this attempt. Your answers saved before the deadline have been kept.', 'TIME_UP')
    },

    /** Discards the student's open attempt, answers and clocks with it, so the test can be started again. */
    async discard(userId: string, attemptId: string): Promise<void> {
      if (await repository.discardOpen(attemptId, userId)) {
        attemptOwners.delete(attemptId)
        return
      }
      const row = await repository.findOwn(attemptId, userId)
      if (!row) throw notFound('No such attempt.')
      throw conflict('This attempt has been submitted; its result is kept and cannot be discarded.', 'ALREADY_SUBMITTED')
    },

    /** Records when a timed part began, once: every device then counts down from the same moment. */
    async startPart(userId: string, attemptId: string, part: string): Promise<PartStartResponse> {
      await testIdOfAttempt(userId, attemptId)
      const at = now()
      const started = await repository.startPart(attemptId, userId, part, at, ATTEMPT_GRACE_SECONDS, PART_CLOCKS_MAX)
      if (started?.[part]) return { startedAt: new Date(started[part]).toISOString(), serverNow: at.toISOString() }
      const row = await repository.findOwn(attemptId, userId)
      if (row?.status === 'open' && !pastGrace(row, at)) throw badRequest(`This attempt already has ${PART_CLOCKS_MAX} timed parts; "${part}" is not one of them.`)
      throw row?.status === 'submitted' ? conflict('This attempt has already been submitted.', 'ALREADY_SUBMITTED') : conflict('Time is up for this attempt.', 'TIME_UP')
    },

    /**
     * Marks and stores a submission: the answers sent merged into the saved sheet question by
     * question (mergeIntoSaved), so a device holding only some answers cannot erase the others.
     * The common case, a class's clock ending, is one statement: the named attempt is open and in
     * time, and every answer it saved is among those sent (what a device sends after its last
     * save), so the answers sent are the merged sheet. Anything else is one transaction: a retry
     * with the same Idempotency-Key answers the first result; after the deadline plus grace, the
     * answers saved in time are what count. Two requests at once (a double click, two
     * tabs) wait for each other on the attempt's row lock, or, with no attempt started, meet on the
     * key's unique index (ON CONFLICT): either way the second finds the first's attempt and
     * answers it.
     */
    async submit(input: SubmitInput) {
      const test = await testOf(input.testId, input.kinds)
      requireKnownQuestions(test, input.answers)
      const mode = markingModeFor(test.kind as TestKind)
      const key = input.idempotencyKey ?? null
      // Marked before any statement, so the row is locked for the statements only.
      const asSent = markAttempt(test, input.answers, mode)
      if (input.attemptId) {
        // A key taken elsewhere fails here on the unique index; the transaction below answers it.
        const stored = await repository
          .submitIfOpenInTime(input.attemptId, input.userId, test.id, now(), ATTEMPT_GRACE_SECONDS, asSent, key)
          .catch((error: unknown) => (isUniqueViolation(error) ? false : Promise.reject(error)))
        // 1,000 students submitting at once: one round trip each instead of the transaction's five (decision 0072).
        if (stored) return { attemptId: input.attemptId, ...resultOf(asSent, test), late: false }
      }
      const submitted = db.transaction(async (tx) => {
        const rows = attemptsRepository(tx)
        const answerEarlier = (earlier: AttemptRow) => {
          if (earlier.testId !== test.id) throw conflict('This Idempotency-Key was already used for another test.')
          return replayOf(earlier, test)
        }
        const earlier = key ? await rows.findByIdempotencyKey(input.userId, key) : undefined
        if (earlier) return answerEarlier(earlier)
        const at = now()
        const row = input.attemptId ? await rows.lockOwn(input.attemptId, input.userId) : await rows.lockLatestOpen(input.userId, test.id)
        if (input.attemptId && (!row || row.testId !== test.id)) throw notFound('No such attempt for this test.')
        if (row?.status === 'submitted') {
          // The same submission came twice at once: the other one stored it while this one waited.
          if (key && row.idempotencyKey === key) return replayOf(row, test)
          throw conflict('This attempt has already been submitted.', 'ALREADY_SUBMITTED')
        }
        if (!row) {
          const stored = await rows.insertUnlessKeyTaken({
            userId: input.userId,
            testId: test.id,
            mode: 'practice',
            timing: { total: null },
            startedAt: at,
            deadlineAt: null,
            ...asSent,
            status: 'submitted',
            submittedAt: at,
            submittedBy: 'student',
            idempotencyKey: key,
          })
          if (stored) return { attemptId: stored, ...resultOf(asSent, test), late: false }
          // Only a key can be taken: another request with it stored its attempt meanwhile.
          return answerEarlier((await rows.findByIdempotencyKey(input.userId, key!))!)
        }
        const late = pastGrace(row, at)
        const marked = markAttempt(test, late ? row.answers : mergeIntoSaved(row, input.answers, typedTimes(input.answers, input.typedAt ?? {}, at)), mode)
        await rows.markSubmitted(row.id, { ...marked, submittedAt: at, submittedBy: late ? 'server' : 'student', idempotencyKey: key })
        return { attemptId: row.id, ...resultOf(marked, test), late }
      })
      // The same key sent at once for another attempt: the unique index refuses the second.
      return submitted.catch((error: unknown) => {
        throw isUniqueViolation(error) && key ? conflict(KEY_REUSED) : error
      })
    },

    ...submittedReads(repository, testOf),

    /** Submits open attempts past deadline plus grace with their last saved answers; safe on many replicas. */
    async closeOverdue(limit = 100): Promise<number> {
      const closed = await db.transaction(async (tx) => {
        const at = now()
        const overdue = await attemptsRepository(tx).lockOverdue(at, ATTEMPT_GRACE_SECONDS, limit)
        for (const row of overdue) await closeByServer(tx, row, await testOf(row.testId), at)
        return overdue.length
      })
      // What the closed attempts' students had kept is dropped before the sweep is done.
      if (closed > 0) await heard()
      return closed
    },
  }
}
export type AttemptsService = ReturnType<typeof attemptsService>
