import type { FastifyBaseLogger } from 'fastify'
import { randomUUID } from 'node:crypto'
import type { User } from '#shared/auth/schema.ts'
import { resultLink } from '#shared/evaluation/evaluation.ts'
import type { Evaluation } from '#shared/evaluation/schema.ts'
import { maxMarksFor } from '#shared/evaluation/criteria.ts'
import { rolePlaysText } from '#shared/evaluation/speaking-sitting.ts'
import type { BlobStore } from '../../blob/store.ts'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../errors.ts'
import type { Mailer } from '../../plugins/mailer.ts'
import { notificationsRepository } from '../notifications/repository.ts'
import type { EvaluationForm } from './evaluation-form.ts'
import { evaluationPdf } from './pdf.ts'
import { staffRepository, type EvaluationRow, type QueueRow } from './repository.ts'
import type { StaffService } from './service.ts'
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

/**
 * Saving an evaluation (issue 8): the PDF (the evaluator's, or one generated now), a new row in
 * the history, the submission's current result, the claim released, drafts removed and the
 * student notified, all in one transaction; the email goes after it commits.
 */
export function evaluateService({ db, blobs, mailer, staff, now, publicUrl, log }: EvaluateDeps) {
  return async function evaluate(user: User, found: QueueRow, form: EvaluationForm): Promise<Evaluation> {
    const { row, test, student } = found
    const { fields } = form
    const at = now()
    // A speaking sitting's role-plays as they stand now: one evaluation covers every one of them.
    const rolePlays = row.sittingId === null ? [] : (await staff.workOf(found)).parts.map((part) => part.mainCardNumber!)
    let pdfBlobKey = form.pdfBlobKey
    try {
      if (!pdfBlobKey) {
        pdfBlobKey = `evaluations/${randomUUID()}.pdf`
        const pdf = await evaluationPdf({
          student,
          test,
          skill: row.skill,
          rolePlays,
          submittedAt: row.createdAt,
          evaluatedAt: at,
          evaluatorName: user.name,
          criteria: fields.criteria,
          marks: fields.marks!,
          grade: fields.grade,
          adminComments: fields.adminComments,
          feedback: fields.feedback,
          anchoredComments: fields.anchoredComments,
          letter: row.writingAnswer,
        })
        await blobs.put(pdfBlobKey, pdf, 'application/pdf')
      }
      const saved = await db.transaction(async (tx) => {
        const repository = staffRepository(tx)
        const locked = await repository.lock(row.id)
        if (!locked) throw notFound('No such submission. It may have been removed.')
        const holds = locked.claimedBy === user.id && locked.claimedAt !== null && locked.claimedAt.getTime() + CLAIM_MS > at.getTime()
        if (!holds) throw await staff.claimConflict(row.id, user)
        const values = {
          evaluatorId: user.id,
          criteria: fields.criteria,
          marks: fields.marks!,
          grade: fields.grade,
          adminComments: fields.adminComments ?? null,
          feedback: fields.feedback ?? null,
          anchoredComments: fields.anchoredComments,
          pdfBlobKey: pdfBlobKey!,
          pdfGenerated: form.pdfBlobKey === undefined,
          createdAt: at,
        }
        // Each recording of a sitting carries the one result (decision 0105), read in this
        // transaction: a role-play sent meanwhile stays waiting, and reopens the sitting.
        const parts = row.sittingId === null ? [row] : await repository.sittingParts(row.sittingId)
        const corrected = parts.some((part) => part.status === 'evaluated')
        let evaluation: EvaluationRow | undefined
        for (const part of parts) {
          const kept = await repository.insertEvaluation({ ...values, submissionId: part.id })
          await repository.markEvaluated(part.id, kept)
          if (part.id === row.id) evaluation = kept
        }
        await repository.deleteDrafts(row.id)
        const told = message(found, rolePlays, evaluation!.marks, evaluation!.grade, corrected)
        await notificationsRepository(tx).insert({ userId: student.id, submissionId: row.id, createdAt: at, ...told })
        return { evaluation: evaluation!, told }
      })
      void mailer
        .send({ to: student.email, subject: saved.told.title, text: `${saved.told.body}\n\n${new URL(saved.told.link, publicUrl).href}\n` })
        .catch((error: unknown) => log.error({ err: error, submissionId: row.id }, 'the evaluation email could not be sent'))
      return evaluationView(saved.evaluation, user.name)
    } catch (error) {
      if (pdfBlobKey) await blobs.delete(pdfBlobKey)
      throw error
    }
  }
}
