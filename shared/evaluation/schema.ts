import { WRITING_ANSWER_MAX_LENGTH } from '#shared/submissions/submissions.ts'
import { Type, type Static } from '@sinclair/typebox'
import { GRADES } from '#shared/scoring/bands.ts'
import { CRITERION_TOLERANCE_MAX } from '#shared/evaluation/double-marking.ts'
import { ROLES } from '#shared/auth/auth.ts'
import { User } from '#shared/auth/schema.ts'
import { literalUnion } from '#shared/typebox/literal-union.ts'
import type { AnchoredComment as AnchoredCommentValue } from '#shared/evaluation/anchored-comments.ts'
import { AnchoredComment } from '#shared/evaluation/anchored-comments-schema.ts'
import { Grade, Nullable } from '#shared/results/schema.ts'
import { RoleCard } from '#shared/speaking/schema.ts'
import { SUBMISSION_MODES, SUBMISSION_SKILLS, SUBMISSION_SOURCES, SUBMISSION_STATUSES } from '#shared/submissions/submissions.ts'
import { SubmissionFile } from '#shared/submissions/schema.ts'
import { CaseNote } from '#shared/writing/schema.ts'
import { DOUBLE_MARKING_STATES, EVALUATION_ROUNDS, QUEUE_SORTS } from '#shared/evaluation/evaluation.ts'

/**
 * Staff evaluation (issue 8): the queue, the grading lock, drafts, evaluations with their PDF,
 * the student's notifications and the admin's users. The API host answers with these schemas and
 * the staff screens read them.
 */

const Id = Type.String({ format: 'uuid' })
const When = Type.String({ format: 'date-time' })
const Person = Type.Object({ id: Type.String(), name: Type.String() })

/** GET /api/staff/submissions query: every filter optional. */
export const QueueQuery = Type.Object(
  {
    status: Type.Optional(literalUnion(SUBMISSION_STATUSES)),
    skill: Type.Optional(literalUnion(SUBMISSION_SKILLS)),
    testId: Type.Optional(Id),
    sort: Type.Optional(literalUnion(QUEUE_SORTS)),
    /** The last submission of the page before (its `next`): the page after it, in the queue's order. */
    after: Type.Optional(Id),
  },
  { additionalProperties: false },
)
export type QueueQuery = Static<typeof QueueQuery>

/** Who holds the grading lock, since when and until when; `mine` when it is the caller. */
export const Claim = Type.Object({ by: Person, at: When, expiresAt: When, mine: Type.Boolean() })
export type Claim = Static<typeof Claim>

/** One submission in the queue. dueAt is createdAt plus the 24-hour promise. */
export const QueueItem = Type.Object(
  {
    id: Type.String(),
    skill: literalUnion(SUBMISSION_SKILLS),
    source: literalUnion(SUBMISSION_SOURCES),
    mode: literalUnion(SUBMISSION_MODES),
    mainCardNumber: Nullable(Type.Integer()),
    /** A speaking sitting: every role-play it holds, evaluated as one (decision 0105). */
    rolePlays: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }))),
    /** Double marking under way or done (decision 0106): null when one evaluator's marks stand. */
    doubleMarking: Type.Optional(Nullable(literalUnion(DOUBLE_MARKING_STATES))),
    /** A letter written under the test's timed conditions (true) or not (false); null when not recorded (decision 0045). */
    timed: Nullable(Type.Boolean()),
    test: Type.Object({ id: Type.String(), title: Type.String(), kind: Type.String() }),
    student: Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() }),
    createdAt: When,
    dueAt: When,
    status: literalUnion(SUBMISSION_STATUSES),
    claim: Nullable(Claim),
    evaluatedAt: Nullable(When),
    marks: Nullable(Type.Number()),
    grade: Nullable(Grade),
    /** Why the caller cannot take this work's next round of double marking (decision 0106); absent when they can. */
    notYours: Type.Optional(Type.String()),
  },
)
export type QueueItem = Static<typeof QueueItem>

/**
 * GET /api/staff/submissions: one page of the queue in its order, with the tests that have
 * submissions (for the filter). total and overdue count every submission the filters match, on
 * every page; next is the `after` of the page that follows, null on the last.
 */
export const QueueResponse = Type.Object(
  {
    items: Type.Array(QueueItem),
    tests: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
    total: Type.Integer({ minimum: 0 }),
    overdue: Type.Integer({ minimum: 0 }),
    next: Nullable(Id),
  },
  { $id: 'QueueResponse' },
)
export type QueueResponse = Static<typeof QueueResponse>

/** What the student was asked: the writing test's task, or the speaking role-play's cards. */
export const WritingPrompt = Type.Object({
  kind: Type.Literal('writing'),
  title: Type.String(),
  subTitle: Type.String(),
  instructions: Type.String(),
  caseNotes: Type.Array(CaseNote),
  writingPrompt: Type.String(),
})
export type WritingPrompt = Static<typeof WritingPrompt>
export const SpeakingPrompt = Type.Object({
  kind: Type.Literal('speaking'),
  title: Type.String(),
  discipline: Type.String(),
  mainCardNumber: Type.Integer(),
  cards: Type.Array(RoleCard),
})
export type SpeakingPrompt = Static<typeof SpeakingPrompt>
export const SubmissionPrompt = Type.Union([WritingPrompt, SpeakingPrompt])
export type SubmissionPrompt = Static<typeof SubmissionPrompt>

/** One saved evaluation (the current one, or an earlier version kept in history). */
export const Evaluation = Type.Object(
  {
    id: Type.String(),
    criteria: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
    marks: Type.Number(),
    grade: Grade,
    adminComments: Nullable(Type.String()),
    feedback: Nullable(Type.String()),
    /** Comments anchored to phrases of the letter or moments of the recording, in the work's order. */
    anchoredComments: Type.Array(AnchoredComment),
    /** The PDF of this version (staff; the student reaches the current one through evaluationPdfUrl). */
    pdfUrl: Type.String(),
    /** True when the product made the PDF, false when the evaluator uploaded it. */
    pdfGenerated: Type.Boolean(),
    evaluator: Nullable(Person),
    /**
     * Whose marks (decision 0106): single (one evaluator's, standing), first and second (a double
     * marking's independent marks), agreed (their average), adjudicated (a senior evaluator's).
     */
    round: literalUnion(EVALUATION_ROUNDS),
    createdAt: When,
  },
)
export type Evaluation = Static<typeof Evaluation>

/**
 * A submission's double marking on the staff screen (decision 0106): where it stands, the rounds
 * the caller may see (their own first marks while the second are awaited; both once both are in),
 * why two marks disagree, and whether the caller gave the first.
 */
export const DoubleMarkingView = Type.Object({
  state: literalUnion(DOUBLE_MARKING_STATES),
  rounds: Type.Array(Evaluation),
  reasons: Type.Array(Type.String()),
  firstByMe: Type.Boolean(),
})
export type DoubleMarkingView = Static<typeof DoubleMarkingView>

export const EvaluationDraft = Type.Object({ body: Type.Record(Type.String(), Type.Unknown()), savedAt: When })
export type EvaluationDraft = Static<typeof EvaluationDraft>

/** GET /api/staff/submissions/{id}: everything the evaluation screen shows. */
export const SubmissionDetail = Type.Object(
  {
    item: QueueItem,
    prompt: Nullable(SubmissionPrompt),
    /**
     * A speaking sitting (decision 0105): its role-plays, evaluated as one. `files` then holds every
     * recording, each with its `part`; the evaluation covers them all, its moments naming their part.
     */
    parts: Type.Optional(
      Type.Array(
        Type.Object({
          submissionId: Id,
          mainCardNumber: Type.Integer({ minimum: 1 }),
          status: literalUnion(SUBMISSION_STATUSES),
          prompt: Nullable(SpeakingPrompt),
        }),
      ),
    ),
    writingAnswer: Nullable(Type.String()),
    wordCount: Nullable(Type.Integer({ minimum: 0 })),
    files: Type.Array(SubmissionFile),
    evaluation: Nullable(Evaluation),
    /** Earlier versions, newest first. */
    history: Type.Array(Evaluation),
    /** The caller's own unsaved form, if any. */
    draft: Nullable(EvaluationDraft),
    /** Present when the submission is double marked. */
    doubleMarking: Type.Optional(DoubleMarkingView),
  },
  { $id: 'SubmissionDetail' },
)
export type SubmissionDetail = Static<typeof SubmissionDetail>

export const ClaimBody = Type.Object({ takeover: Type.Optional(Type.Boolean()) }, { additionalProperties: false })
export type ClaimBody = Static<typeof ClaimBody>
/** POST claim: the lock, and on a takeover the draft that came with it (the caller's draft after claiming). */
export const ClaimResponse = Type.Object({ claim: Claim, draft: Type.Optional(Nullable(EvaluationDraft)) }, { $id: 'ClaimResponse' })
export type ClaimResponse = Static<typeof ClaimResponse>
/** GET claim: who holds the lock now (null when nobody does), asked every few seconds by the holder's screen. */
export const ClaimNowResponse = Type.Object({ claim: Nullable(Claim) }, { $id: 'ClaimNowResponse' })
export type ClaimNowResponse = Static<typeof ClaimNowResponse>

/** PUT /api/staff/submissions/{id}/draft: whatever the form holds (at most EVALUATION_FIELDS_MAX_BYTES). */
export const DraftBody = Type.Object({ body: Type.Record(Type.String(), Type.Unknown()) }, { additionalProperties: false })
export type DraftBody = Static<typeof DraftBody>
export const DraftResponse = Type.Object({ savedAt: When }, { $id: 'DraftResponse' })

/**
 * PUT /api/staff/submissions/{id}/typed-copy: a letter written on paper, typed by the evaluator
 * from its photos, so that it can be checked and commented on as a typed one is (issue 35).
 */
export const TypedCopyBody = Type.Object({ letter: Type.String({ maxLength: WRITING_ANSWER_MAX_LENGTH }) }, { additionalProperties: false })
export type TypedCopyBody = Static<typeof TypedCopyBody>
export type DraftResponse = Static<typeof DraftResponse>

/**
 * The text fields of POST /api/staff/submissions/{id}/evaluation once read: criteria and
 * anchoredComments are sent as JSON text, marks as a number's text (optional: when sent it must
 * equal the criteria's sum).
 */
export interface EvaluationFields {
  criteria: Record<string, number>
  grade: (typeof GRADES)[number]
  marks?: number
  adminComments?: string
  feedback?: string
  /** Sent as a JSON list; checked against the letter or the recording's length. */
  anchoredComments: AnchoredCommentValue[]
}
/**
 * POST evaluation: the evaluator's saved marks; for a double marking, where it stands now (second
 * marks awaited, adjudication, or done) with why the marks disagree and the final marks once agreed.
 */
export const EvaluationResponse = Type.Object(
  {
    evaluation: Evaluation,
    doubleMarking: Type.Optional(Type.Object({ state: literalUnion(DOUBLE_MARKING_STATES), reasons: Type.Array(Type.String()), final: Nullable(Evaluation) })),
  },
  { $id: 'EvaluationResponse' },
)
export type EvaluationResponse = Static<typeof EvaluationResponse>

/** A notification as its user sees it; link is a path inside the product. */
export const Notification = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  title: Type.String(),
  body: Type.String(),
  link: Nullable(Type.String()),
  createdAt: When,
  readAt: Nullable(When),
})
export type Notification = Static<typeof Notification>
export const NotificationsResponse = Type.Object(
  { unread: Type.Integer({ minimum: 0 }), items: Type.Array(Notification) },
  { $id: 'NotificationsResponse' },
)
export type NotificationsResponse = Static<typeof NotificationsResponse>

/** GET /api/me/header: what the header of every signed-in page shows, the user and the bell. */
export const PageHeaderResponse = Type.Object({ user: User, notifications: NotificationsResponse }, { $id: 'PageHeaderResponse' })
export type PageHeaderResponse = Static<typeof PageHeaderResponse>

export const AdminUser = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: literalUnion(ROLES),
  /** Staff: adjudicates double marks that disagree (decision 0106). */
  senior: Type.Boolean(),
  /** A student: every letter and recording of theirs is double marked. */
  doubleMarked: Type.Boolean(),
  createdAt: When,
})
export type AdminUser = Static<typeof AdminUser>
export const AdminUsersQuery = Type.Object({ query: Type.Optional(Type.String({ maxLength: 254 })) }, { additionalProperties: false })
export type AdminUsersQuery = Static<typeof AdminUsersQuery>
export const AdminUsersResponse = Type.Object({ items: Type.Array(AdminUser) }, { $id: 'AdminUsersResponse' })
export type AdminUsersResponse = Static<typeof AdminUsersResponse>
/** An admin makes a user staff or a student again; admins are made by the operator only. */
export const ASSIGNABLE_ROLES = ['student', 'staff'] as const
export const PatchUserBody = Type.Object({ role: literalUnion(ASSIGNABLE_ROLES) }, { additionalProperties: false })
export type PatchUserBody = Static<typeof PatchUserBody>

/** PUT /api/admin/users/{id}/marking: a senior evaluator (staff), or a student whose work is always double marked (decision 0106). */
export const UserMarkingBody = Type.Object(
  { senior: Type.Optional(Type.Boolean()), doubleMarked: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
)
export type UserMarkingBody = Static<typeof UserMarkingBody>

/** GET and PUT /api/admin/marking: the share of work double marked, and how far two marks may differ on a criterion before adjudication. */
export const MarkingSettingsBody = Type.Object(
  {
    sharePercent: Type.Integer({ minimum: 0, maximum: 100 }),
    criterionTolerance: Type.Integer({ minimum: 0, maximum: CRITERION_TOLERANCE_MAX }),
  },
  { additionalProperties: false, $id: 'MarkingSettings' },
)
export type MarkingSettingsBody = Static<typeof MarkingSettingsBody>
