import type { FastifyBaseLogger } from 'fastify'
import { randomUUID } from 'node:crypto'
import type { User } from '#shared/auth/schema.ts'
import { resultLink, type DoubleMarkingState } from '#shared/evaluation/evaluation.ts'
import type { EvaluationFields, EvaluationResponse } from '#shared/evaluation/schema.ts'
import { maxMarksFor } from '#shared/evaluation/criteria.ts'
import { rolePlaysText } from '#shared/evaluation/speaking-sitting.ts'
import type { BlobStore } from '../../blob/store.ts'
import type { Db } from '../../db/client.ts'
import { conflict, notFound } from '../../errors.ts'
import type { Mailer } from '../../plugins/mailer.ts'
import { notificationsRepository } from '../notifications/repository.ts'
import type { EvaluationForm } from './evaluation-form.ts'
import { evaluationPdf } from './pdf.ts'
import { markingRefusal, planMarking, type Round } from './double-marking.ts'
import { markingRepository } from './marking-repository.ts'
import { staffRepository, type EvaluationRow, type QueueRow } from './repository.ts'
import type { StaffService, Work } from './service.ts'
import { CLAIM_MS, evaluationView } from './view.ts'

export interface EvaluateDeps {
  db: Db
  blobs: BlobStore
  mailer: Mailer
  staff: StaffService
  now: () => Date
  /** Where students open the product: links in the email. */
  publicUrl: string
  log: FastifyBaseLogger
}

/** What the student is told, in the product and by email: once for a speaking sitting's role-plays. */
function message(found: QueueRow, rolePlays: number[], marks: number, grade: string, corrected: boolean) {
  const { row, test } = found
  const skill = row.skill === 'writing' ? 'writing' : 'speaking'
  const what = rolePlays.length === 0 ? test.title : `${test.title} (${rolePlaysText(rolePlays)})`
  return {
    kind: corrected ? 'evaluation-corrected' : 'evaluation',
    title: corrected ? `Your ${skill} evaluation was updated` : `Your ${skill} has been evaluated`,
    body: `${what}: ${marks} of ${maxMarksFor(row.skill)} marks, grade ${grade}. Open it to read the comments and the PDF.`,
    link: resultLink(row.skill, row.source, row.testId),
  }
}

/** The moment the marking stood when the form was planned has passed: someone saved a round meanwhile. */
const MOVED_ON_MESSAGE = 'This submission was marked by someone else meanwhile: open it again to see where its marking stands.'

/**
 * Saving an evaluation (issue 8): the PDF (the evaluator's, or one generated now), a new row in
 * the history, the submission's current result, the claim released, drafts removed and the
 * student notified, all in one transaction; the email goes after it commits. Under double marking
 * (decision 0106) the first and second marks are kept without telling the student: marks that
 * agree become the final result (their average, with a PDF of its own), marks that disagree wait
 * for a senior evaluator, whose marks stand.
 */
export function evaluateService({ db, blobs, mailer, staff, now, publicUrl, log }: EvaluateDeps) {
  return async function evaluate(user: User, found: QueueRow, form: EvaluationForm, work: Work): Promise<EvaluationResponse> {
    const { row, test, student } = found
    const { fields } = form
    const at = now()
    const refusal = await markingRefusal(db, found, user)
    if (refusal) throw refusal
    const plan = await planMarking(db, found, user, fields, work.target)
    // A speaking sitting's role-plays as they stand now: one evaluation covers every one of them.
    const rolePlays = row.sittingId === null ? [] : work.parts.map((part) => part.mainCardNumber!)
    // Every PDF stored for this save, removed again if the save fails.
    const stored: string[] = form.pdfBlobKey ? [form.pdfBlobKey] : []
    const pdfOf = async (marks: EvaluationFields & { marks: number }, evaluatorName: string) => {
      const key = `evaluations/${randomUUID()}.pdf`
      stored.push(key)
      const pdf = await evaluationPdf({
        student,
        test,
        skill: row.skill,
        rolePlays,
        submittedAt: row.createdAt,
        evaluatedAt: at,
        evaluatorName,
        ...marks,
        letter: row.writingAnswer,
      })
      await blobs.put(key, pdf, 'application/pdf')
      return key
    }
    try {
      const own = { ...fields, marks: fields.marks! }
      const pdfBlobKey = form.pdfBlobKey ?? (await pdfOf(own, user.name))
      const agreed = plan.round === 'second' && plan.agreed ? { fields: plan.agreed, pdfBlobKey: await pdfOf(plan.agreed, plan.evaluators) } : null
      const saved = await db.transaction(async (tx) => {
        const repository = staffRepository(tx)
        const locked = await repository.lock(row.id)
        if (!locked) throw notFound('No such submission. It may have been removed.')
        const holds = locked.claimedBy === user.id && locked.claimedAt !== null && locked.claimedAt.getTime() + CLAIM_MS > at.getTime()
        if (!holds) throw await staff.claimConflict(row.id, user)
        if (locked.doubleMarking !== row.doubleMarking) throw conflict(MOVED_ON_MESSAGE)
        // Each recording of a sitting carries the one result (decision 0105), read in this
        // transaction: a role-play sent meanwhile stays waiting, and reopens the sitting.
        const parts = row.sittingId === null ? [row] : await repository.sittingParts(row.sittingId)
        const ids = parts.map((part) => part.id)
        const corrected = parts.some((part) => part.status === 'evaluated')
        const keep = async (marks: EvaluationFields & { marks: number }, extra: { evaluatorId: string; round: Round; pdfBlobKey: string; pdfGenerated: boolean }, stands: boolean) => {
          let kept: EvaluationRow | undefined
          for (const part of parts) {
            const evaluation = await repository.insertEvaluation({
              submissionId: part.id,
              criteria: marks.criteria,
              marks: marks.marks,
              grade: marks.grade,
              adminComments: marks.adminComments ?? null,
              feedback: marks.feedback ?? null,
              anchoredComments: marks.anchoredComments,
              createdAt: at,
              ...extra,
            })
            if (stands) await repository.markEvaluated(part.id, evaluation)
            if (part.id === row.id) kept = evaluation
          }
          return kept!
        }
        const marking = markingRepository(tx)
        const standsNow = plan.round === 'single' || plan.round === 'adjudicated'
        const evaluation = await keep(own, { evaluatorId: user.id, round: plan.round, pdfBlobKey, pdfGenerated: form.pdfBlobKey === undefined }, standsNow)
        const final = agreed ? await keep(agreed.fields, { evaluatorId: user.id, round: 'agreed', pdfBlobKey: agreed.pdfBlobKey, pdfGenerated: true }, true) : null
        const state: DoubleMarkingState | null =
          plan.round === 'first' ? 'second' : plan.round === 'second' ? (final ? 'done' : 'adjudication') : plan.round === 'adjudicated' ? 'done' : null
        if (state) await marking.setState(ids, state)
        await repository.deleteDrafts(row.id)
        const result = standsNow ? evaluation : final
        const told = result ? message(found, rolePlays, result.marks, result.grade, corrected) : null
        if (told) await notificationsRepository(tx).insert({ userId: student.id, submissionId: row.id, createdAt: at, ...told })
        return { evaluation, final, state, told }
      })
      if (saved.told) {
        const { told } = saved
        void mailer
          .send({ to: student.email, subject: told.title, text: `${told.body}\n\n${new URL(told.link, publicUrl).href}\n` })
          .catch((error: unknown) => log.error({ err: error, submissionId: row.id }, 'the evaluation email could not be sent'))
      }
      const evaluation = evaluationView(saved.evaluation, user.name)
      if (saved.state === null) return { evaluation }
      // The marks that stand: the average of two that agree, or the adjudicator's own.
      const final = saved.final && plan.round === 'second' ? evaluationView(saved.final, plan.evaluators) : plan.round === 'adjudicated' ? evaluation : null
      return { evaluation, doubleMarking: { state: saved.state, reasons: plan.round === 'second' ? plan.reasons : [], final } }
    } catch (error) {
      await Promise.all(stored.map((key) => blobs.delete(key)))
      throw error
    }
  }
}
