import type { User } from '#shared/auth/schema.ts'
import { EVALUATION_TURNAROUND_HOURS, countWords } from '#shared/submissions/submissions.ts'
import { claimHeldMessage, CLAIM_NEEDED_MESSAGE, QUEUE_PAGE_SIZE } from '#shared/evaluation/evaluation.ts'
import { EVALUATION_FIELDS_MAX_BYTES } from '#shared/media/upload-limits.ts'
import type { Claim, EvaluationDraft, QueueQuery, QueueResponse, SubmissionDetail } from '#shared/evaluation/schema.ts'
import { anchorTarget, type AnchorTarget } from '#shared/evaluation/anchored-comments.ts'
import type { Db } from '../../db/client.ts'
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../errors.ts'
import { fileView } from '../submissions/view.ts'
import { staffRepository, type QueueRow, type SubmissionRow } from './repository.ts'
import type { SubmissionFileRow } from '../submissions/repository.ts'
import { CLAIM_MS, claimView, evaluationView, promptView, queueItemView, speakingPromptView } from './view.ts'
import { canAdjudicate, doubleMarkingView, markingRefusal } from './double-marking.ts'
import { markingRepository } from './marking-repository.ts'

/** A double marking's independent marks: shown only as double marking allows (decision 0106). */
const ROUNDS_OF_DOUBLE_MARKING = new Set(['first', 'second'])

/** A submission's work as evaluated: its recordings' submissions (or the letter's own), their files, what comments anchor to. */
export interface Work {
  parts: SubmissionRow[]
  files: (SubmissionFileRow & { part: number | undefined })[]
  target: AnchorTarget
}

export interface StaffDeps {
  db: Db
  /** The clock the 30-minute lock runs on (tests move it). */
  now: () => Date
}

const UNKNOWN_AFTER = 'after: no submission has this id. Open the queue again from its first page.'
const NO_SUBMISSION = 'No such submission. It may have been removed.'
const TAKEOVER_ADMIN_ONLY = 'Only an admin can take over a submission another evaluator is working on.'
const RELEASE_NOT_YOURS = 'Only the evaluator working on this submission, or an admin, can release it.'

/** The queue, the grading lock and drafts (issue 8); saving an evaluation is in evaluate.ts. */
export function staffService({ db, now }: StaffDeps) {
  const repository = staffRepository(db)

  async function requireSubmission(id: string): Promise<QueueRow> {
    const found = await repository.find(id)
    if (!found) throw notFound(NO_SUBMISSION)
    return found
  }

  /** 409 naming the holder when someone else's claim is running, or asking for a claim when none is. */
  async function claimConflict(id: string, user: User) {
    const found = await requireSubmission(id)
    const held = claimView(found, user.id, now())
    return held && !held.mine ? conflict(claimHeldMessage(held.by.name, new Date(held.expiresAt))) : conflict(CLAIM_NEEDED_MESSAGE)
  }

  /** Throws unless the caller holds a running claim on the submission. */
  async function requireClaim(id: string, user: User) {
    if (!(await repository.holdsClaim(id, user.id, new Date(now().getTime() - CLAIM_MS)))) throw await claimConflict(id, user)
  }

  /**
   * The work as evaluated: a letter's own submission and files, or every recording of a speaking
   * sitting (decision 0105), each file with its role-play; and what comments may anchor to in it.
   * Read once per call that needs it: the evaluation form's checks and its saving share it.
   */
  async function workOf({ row }: QueueRow): Promise<Work> {
    const parts = row.sittingId === null ? [row] : await repository.sittingParts(row.sittingId)
    const partOf = new Map(parts.map((part) => [part.id, part.mainCardNumber ?? undefined]))
    const files = (await repository.filesOf(parts.map((part) => part.id))).map((file) => ({ ...file, part: partOf.get(file.submissionId) }))
    // Files come each submission's in order; the sitting's in role-play order.
    files.sort((a, b) => (a.part ?? 0) - (b.part ?? 0))
    return { parts, files, target: anchorTarget(row.skill, row.writingAnswer, files) }
  }

  /** The submission a call names, as listed: a recording's sitting is named by its first role-play. */
  const listedId = async (id: string) => (await requireSubmission(id)).row.id

  return {
    requireSubmission,
    requireClaim,
    claimConflict,
    workOf,

    /** One page of the queue in its order (one more row is read to know whether another page follows). */
    async queue(user: User, query: QueueQuery): Promise<QueueResponse> {
      const at = now()
      const dueBefore = new Date(at.getTime() - EVALUATION_TURNAROUND_HOURS * 3600_000)
      const [page, counts, tests] = await Promise.all([
        repository.queuePage(query, QUEUE_PAGE_SIZE + 1),
        repository.queueCounts(query, dueBefore),
        repository.queueTests(query),
      ])
      if (!page) throw badRequest(UNKNOWN_AFTER)
      const rows = page.slice(0, QUEUE_PAGE_SIZE)
      const next = page.length > QUEUE_PAGE_SIZE ? rows.at(-1)!.row.id : null
      const adjudicates = await canAdjudicate(db, user)
      return { items: rows.map((row) => queueItemView(row, user.id, at, adjudicates)), tests, ...counts, next }
    },

    /** One submission's screen; a speaking sitting's with every role-play's card and recording. */
    async detail(user: User, named: string): Promise<SubmissionDetail> {
      const found = await requireSubmission(named)
      const { row } = found
      const [work, evaluations, draft] = await Promise.all([workOf(found), repository.evaluations(row.id), repository.draft(row.id, user.id)])
      // The marks that stood, newest first; a double marking's own rounds are shown as the caller may see them.
      const versions = evaluations.filter(({ evaluation }) => !ROUNDS_OF_DOUBLE_MARKING.has(evaluation.round)).map(({ evaluation, evaluatorName }) => evaluationView(evaluation, evaluatorName))
      const doubleMarking = await doubleMarkingView(db, found, user, async () => (await markingRepository(db).settings()).criterionTolerance)
      return {
        item: queueItemView(found, user.id, now(), await canAdjudicate(db, user)),
        prompt: promptView(found),
        ...(row.sittingId === null
          ? {}
          : { parts: work.parts.map((part) => ({ submissionId: part.id, mainCardNumber: part.mainCardNumber!, status: part.status, prompt: speakingPromptView(found, part.mainCardNumber) })) }),
        writingAnswer: row.writingAnswer,
        wordCount: row.writingAnswer === null ? null : countWords(row.writingAnswer),
        files: work.files.map((file) => ({ ...fileView(file), ...(file.part === undefined || row.sittingId === null ? {} : { part: file.part }) })),
        evaluation: versions[0] ?? null,
        history: versions.slice(1),
        draft: draft ? { body: draft.body, savedAt: draft.savedAt.toISOString() } : null,
        ...(doubleMarking ? { doubleMarking } : {}),
      }
    },

    /**
     * Takes the lock for 30 minutes (renewed when the holder claims again); takeover is an admin's.
     * When the lock passes from another evaluator (taken over, or theirs ran out) their draft comes
     * with it, in the same transaction; the answer carries the caller's draft as it now stands.
     */
    async claim(user: User, named: string, takeover: boolean): Promise<{ claim: Claim; draft: EvaluationDraft | null }> {
      if (takeover && user.role !== 'admin') throw forbidden(TAKEOVER_ADMIN_ONLY)
      const found = await requireSubmission(named)
      const id = found.row.id
      const refusal = await markingRefusal(db, found, user)
      if (refusal) throw refusal
      const at = now()
      const claimed = await db.transaction(async (tx) => {
        const locked = staffRepository(tx)
        const before = await locked.lock(id)
        if (!before) throw notFound(NO_SUBMISSION)
        if (!(await locked.claim(id, user.id, at, new Date(at.getTime() - CLAIM_MS), takeover))) return false
        if (before.claimedBy && before.claimedBy !== user.id) await locked.handOverDraft(id, before.claimedBy, user.id)
        return true
      })
      if (!claimed) throw await claimConflict(id, user)
      const draft = await repository.draft(id, user.id)
      return {
        claim: claimView({ ...(await requireSubmission(id)) }, user.id, at)!,
        draft: draft ? { body: draft.body, savedAt: draft.savedAt.toISOString() } : null,
      }
    },

    /** Who holds the lock now: the holder's screen asks every few seconds, to learn of a takeover at once. */
    async claimNow(user: User, id: string): Promise<Claim | null> {
      return claimView(await requireSubmission(id), user.id, now())
    },

    /** Releases the lock: its holder or an admin; a lock that has run out is anyone's to clear. */
    async release(user: User, named: string) {
      const id = await listedId(named)
      const holder = user.role === 'admin' ? undefined : { userId: user.id, expiredBefore: new Date(now().getTime() - CLAIM_MS) }
      if (await repository.release(id, holder)) return
      throw forbidden(RELEASE_NOT_YOURS)
    },

    /**
     * Keeps the evaluator's typed copy of a letter written on paper, so that the letter checks and
     * comments on its words work as for a typed one. Needs the claim; not once it is evaluated,
     * when the marks and comments stand on the copy as it was.
     */
    async saveTypedCopy(user: User, id: string, letter: string) {
      if (letter.trim() === '') throw badRequest('Type the letter from its photos before saving the copy.')
      const refusal = await db.transaction(async (tx) => {
        const locked = staffRepository(tx)
        const row = await locked.lock(id)
        if (!row) return notFound(NO_SUBMISSION)
        if (row.skill !== 'writing' || row.mode !== 'paper') return conflict('Only a letter written on paper is typed by staff: this one came typed.')
        if (row.status === 'evaluated') return conflict('This letter is evaluated: its typed copy stays as it was when it was marked.')
        if (!(await locked.holdsClaim(id, user.id, new Date(now().getTime() - CLAIM_MS)))) return 'no claim'
        await locked.setTypedCopy(id, letter)
        return null
      })
      // Named after the transaction: PGlite has one connection, which the transaction holds.
      if (refusal === 'no claim') throw await claimConflict(id, user)
      if (refusal) throw refusal
      return { savedAt: now().toISOString() }
    },

    async saveDraft(user: User, named: string, body: Record<string, unknown>) {
      if (Buffer.byteLength(JSON.stringify(body)) > EVALUATION_FIELDS_MAX_BYTES) {
        throw new HttpError(413, `A draft may be at most ${EVALUATION_FIELDS_MAX_BYTES / 1024} KB.`)
      }
      const id = await listedId(named)
      const savedAt = now()
      // Behind the submission's row lock, as a claim is: a draft that arrives while an admin takes
      // the submission over waits, then is refused, instead of landing after the draft moved on.
      const kept = await db.transaction(async (tx) => {
        const locked = staffRepository(tx)
        await locked.lock(id)
        if (!(await locked.holdsClaim(id, user.id, new Date(savedAt.getTime() - CLAIM_MS)))) return false
        await locked.saveDraft(id, user.id, body, savedAt)
        return true
      })
      if (!kept) throw await claimConflict(id, user)
      return { savedAt: savedAt.toISOString() }
    },
  }
}
export type StaffService = ReturnType<typeof staffService>
