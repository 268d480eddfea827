import type { User } from '#shared/auth/schema.ts'
import { keptAnchoredComments, type AnchorTarget } from '#shared/evaluation/anchored-comments.ts'
import { marksOf } from '#shared/evaluation/criteria.ts'
import { agreedCriteria, disagreements, FIRST_MARKER_MESSAGE, inShare, SENIOR_ONLY_MESSAGE } from '#shared/evaluation/double-marking.ts'
import type { DoubleMarkingView, EvaluationFields } from '#shared/evaluation/schema.ts'
import { conflict, forbidden, type HttpError } from '../../errors.ts'
import type { Db } from '../../db/client.ts'
import { markingRepository } from './marking-repository.ts'
import type { EvaluationRow, QueueRow } from './repository.ts'
import { evaluationView } from './view.ts'

/**
 * Double marking's rules on the staff calls (issue 37, docs/decisions/0106): who may take the next
 * round of a submission, which round a saved form is, and what each evaluator is shown.
 */

/** The final marks the student sees, and the rounds that lead to them. */
export type Round = EvaluationRow['round']

/** What saving the form will do: one evaluator's marks that stand, or a round of double marking. */
export type MarkingPlan =
  | { round: 'single' | 'adjudicated' }
  | { round: 'first' }
  | { round: 'second'; first: EvaluationRow; evaluators: string; reasons: string[]; agreed: (EvaluationFields & { marks: number }) | null }

/** Whether a user adjudicates double marks that disagree: an admin, or a senior evaluator. */
export async function canAdjudicate(db: Db, user: User): Promise<boolean> {
  return user.role === 'admin' || Boolean((await markingRepository(db).person(user.id))?.senior)
}

/** Why this user cannot take the submission's next round, or undefined when they can. */
export async function markingRefusal(db: Db, found: QueueRow, user: User): Promise<HttpError | undefined> {
  const state = found.row.status === 'pending' ? found.row.doubleMarking : null
  const marking = markingRepository(db)
  if (state === 'second') {
    const [first] = await marking.rounds(found.row.id)
    return first?.evaluation.evaluatorId === user.id ? conflict(FIRST_MARKER_MESSAGE) : undefined
  }
  if (state === 'adjudication' && !(await canAdjudicate(db, user))) return forbidden(SENIOR_ONLY_MESSAGE)
  return undefined
}

/**
 * Which round the evaluator's form is: a correction of marks that stand is one evaluator's; a
 * submission's first marks begin a double marking when its student is chosen or it falls in the
 * share; the second marks are compared with the first, and agree (averaged) or go to adjudication.
 */
export async function planMarking(db: Db, found: QueueRow, user: User, fields: EvaluationFields, target: AnchorTarget): Promise<MarkingPlan> {
  const { row, student } = found
  if (row.status === 'evaluated') return { round: 'single' }
  const marking = markingRepository(db)
  if (row.doubleMarking === 'adjudication') return { round: 'adjudicated' }
  if (row.doubleMarking === null) {
    const [settings, person] = await Promise.all([marking.settings(), marking.person(student.id)])
    return person?.doubleMarked || inShare(row.id, settings.sharePercent) ? { round: 'first' } : { round: 'single' }
  }
  if (row.doubleMarking !== 'second') return { round: 'single' }
  const [[firstRound], settings] = await Promise.all([marking.rounds(row.id), marking.settings()])
  if (!firstRound) return { round: 'single' }
  const first = firstRound.evaluation
  const reasons = disagreements(row.skill, first, fields, settings.criterionTolerance)
  const evaluators = `${firstRound.evaluatorName ?? 'a former evaluator'} and ${user.name}`
  if (reasons.length > 0) return { round: 'second', first, evaluators, reasons, agreed: null }
  const criteria = agreedCriteria(row.skill, first, fields)
  const joined = (a: string | null | undefined, b: string | null | undefined) => [...new Set([a, b].filter((text): text is string => Boolean(text?.trim())))].join('\n\n') || undefined
  return {
    round: 'second',
    first,
    evaluators,
    reasons,
    agreed: {
      criteria,
      marks: marksOf(row.skill, criteria),
      grade: fields.grade,
      adminComments: joined(first.adminComments, fields.adminComments),
      feedback: joined(first.feedback, fields.feedback),
      // Both evaluators' comments on the work: the first's, then the second's that do not overlap them.
      anchoredComments: keptAnchoredComments([...first.anchoredComments, ...fields.anchoredComments], target),
    },
  }
}

/**
 * What the screen shows of a double marking: its state, and the rounds the caller may see. Neither
 * evaluator sees the other's marks until both are in; the adjudicator sees both, with why they disagree.
 */
export async function doubleMarkingView(db: Db, found: QueueRow, user: User, tolerance: () => Promise<number>): Promise<DoubleMarkingView | undefined> {
  const { row } = found
  if (row.doubleMarking === null) return undefined
  const rounds = (await markingRepository(db).rounds(row.id)).reverse()
  const bothIn = row.doubleMarking !== 'second'
  const shown = rounds.filter(({ evaluation }) => bothIn || evaluation.evaluatorId === user.id)
  const [first, second] = rounds.map(({ evaluation }) => evaluation)
  return {
    state: row.doubleMarking,
    rounds: shown.map(({ evaluation, evaluatorName }) => evaluationView(evaluation, evaluatorName)),
    reasons: first && second && bothIn ? disagreements(row.skill, first, second, await tolerance()) : [],
    firstByMe: first?.evaluatorId === user.id,
  }
}
