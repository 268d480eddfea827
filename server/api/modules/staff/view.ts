import { EVALUATION_TURNAROUND_HOURS } from '#shared/submissions/submissions.ts'
import { CLAIM_MINUTES, evaluationPdfUrl } from '#shared/evaluation/evaluation.ts'
import { FIRST_MARKER_MESSAGE, SENIOR_ONLY_MESSAGE } from '#shared/evaluation/double-marking.ts'
import type { Claim, Evaluation, QueueItem, SpeakingPrompt, SubmissionPrompt } from '#shared/evaluation/schema.ts'
import type { MockTest } from '#shared/mock/schema.ts'
import type { SpeakingTest } from '#shared/speaking/schema.ts'
import type { WritingTest } from '#shared/writing/schema.ts'
import type { EvaluationRow, QueueRow } from './repository.ts'

const HOUR_MS = 3600 * 1000
export const CLAIM_MS = CLAIM_MINUTES * 60 * 1000

/** The lock as others see it: null once it has run out, whoever set it. */
export function claimView({ row, claimer }: QueueRow, userId: string, now: Date): Claim | null {
  if (!row.claimedBy || !row.claimedAt || !claimer) return null
  const expiresAt = new Date(row.claimedAt.getTime() + CLAIM_MS)
  if (expiresAt.getTime() <= now.getTime()) return null
  return { by: claimer, at: row.claimedAt.toISOString(), expiresAt: expiresAt.toISOString(), mine: row.claimedBy === userId }
}

/**
 * A queue item as one evaluator sees it; `canAdjudicate`: they may take a double marking's
 * adjudication. Work whose next round is not theirs says why (decision 0106).
 */
export function queueItemView(listed: QueueRow, userId: string, now: Date, canAdjudicate: boolean): QueueItem {
  const { row, test, student } = listed
  const waiting = row.status === 'pending' ? row.doubleMarking : null
  const notYours = waiting === 'second' && listed.firstMarkerId === userId ? FIRST_MARKER_MESSAGE : waiting === 'adjudication' && !canAdjudicate ? SENIOR_ONLY_MESSAGE : null
  return {
    id: row.id,
    skill: row.skill,
    source: row.source,
    mode: row.mode,
    mainCardNumber: row.mainCardNumber,
    doubleMarking: row.doubleMarking,
    ...(listed.rolePlays ? { rolePlays: listed.rolePlays } : {}),
    timed: row.timed,
    test: { id: test.id, title: test.title, kind: test.kind },
    student,
    createdAt: row.createdAt.toISOString(),
    dueAt: new Date(row.createdAt.getTime() + EVALUATION_TURNAROUND_HOURS * HOUR_MS).toISOString(),
    status: row.status,
    claim: claimView(listed, userId, now),
    evaluatedAt: row.evaluatedAt?.toISOString() ?? null,
    marks: row.marks,
    grade: row.grade,
    ...(notYours ? { notYours } : {}),
  }
}

/**
 * What the student was asked: the writing test's task, or the cards of the role-play the
 * recording answers; a mock's come from its writing or speaking section.
 */
export function promptView({ row, test }: QueueRow): SubmissionPrompt | null {
  const content = test.kind === 'mock' ? (test.content as MockTest)[row.skill] : test.content
  if (!content) return null
  if (row.skill === 'writing') {
    const { title, subTitle, instructions, caseNotes, writingPrompt } = content as WritingTest
    return { kind: 'writing', title, subTitle, instructions, caseNotes, writingPrompt }
  }
  return rolePlayPrompt(content as SpeakingTest, row.mainCardNumber)
}

/** The cards of one role-play of a speaking test (or of a mock's speaking section). */
export function rolePlayPrompt(speaking: SpeakingTest, mainCardNumber: number | null): SpeakingPrompt | null {
  const card = speaking.mainCards.find((c) => c.mainCardNumber === mainCardNumber)
  if (!card) return null
  return { kind: 'speaking', title: speaking.title, discipline: speaking.discipline, mainCardNumber: card.mainCardNumber, cards: card.cards }
}

/** A speaking submission's role-play cards, from its test (a mock's from its speaking section). */
export function speakingPromptView({ test }: QueueRow, mainCardNumber: number | null): SpeakingPrompt | null {
  const content = test.kind === 'mock' ? (test.content as MockTest).speaking : (test.content as SpeakingTest | undefined)
  return content ? rolePlayPrompt(content, mainCardNumber) : null
}

/** One saved evaluation; every version's PDF stays reachable for staff by its id. */
export function evaluationView(evaluation: EvaluationRow, evaluatorName: string | null): Evaluation {
  return {
    id: evaluation.id,
    criteria: evaluation.criteria,
    marks: evaluation.marks,
    grade: evaluation.grade,
    adminComments: evaluation.adminComments,
    feedback: evaluation.feedback,
    anchoredComments: evaluation.anchoredComments,
    pdfUrl: `${evaluationPdfUrl(evaluation.submissionId)}?version=${evaluation.id}`,
    pdfGenerated: evaluation.pdfGenerated,
    evaluator: evaluation.evaluatorId && evaluatorName !== null ? { id: evaluation.evaluatorId, name: evaluatorName } : null,
    round: evaluation.round,
    createdAt: evaluation.createdAt.toISOString(),
  }
}
