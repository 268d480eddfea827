import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { EvaluatedSkill } from '#shared/evaluation/criteria.ts'
import { AGREEMENT_SKILLS, meanScoreDifference, type MarkPair } from '#shared/evaluation/agreement.ts'
import { evaluatorSpread, type EvaluatorSpreads } from '#shared/progress/readiness.ts'
import type { Db } from '../../db/client.ts'
import { evaluations, submissions, users } from '../../db/schema.ts'

/** A letter, or a speaking sitting's first recording: a sitting's evaluations are written once per recording (decision 0105). */
const countedOnce = or(isNull(submissions.sittingId), eq(submissions.sittingId, submissions.id))

/** The agreement figures' reads (decision 0107): the double marks, never the agreed or adjudicated ones. */
export function agreementRepository(db: Db) {
  /**
   * Readiness's part of the figures, in one aggregate query: per skill, each pair of first and
   * second marks given (the latest of each round of a letter or sitting) and how often.
   */
  async function markPairs(): Promise<{ skill: EvaluatedSkill; first: number; second: number; count: number }[]> {
    const latest = (round: 'first' | 'second') =>
      sql<number | null>`(array_agg(${evaluations.marks} order by ${evaluations.createdAt} desc) filter (where ${evaluations.round} = ${round}))[1]`
    const perSubmission = db
      .select({ skill: submissions.skill, first: latest('first').as('first_marks'), second: latest('second').as('second_marks') })
      .from(evaluations)
      .innerJoin(submissions, eq(submissions.id, evaluations.submissionId))
      .where(and(inArray(evaluations.round, ['first', 'second']), countedOnce))
      .groupBy(submissions.id, submissions.skill)
      .as('per_submission')
    const rows = await db
      .select({ skill: perSubmission.skill, first: perSubmission.first, second: perSubmission.second, count: sql<number>`count(*)::int` })
      .from(perSubmission)
      .where(sql`${perSubmission.first} is not null and ${perSubmission.second} is not null`)
      .groupBy(perSubmission.skill, perSubmission.first, perSubmission.second)
    return rows.map((row) => ({ skill: row.skill, first: Number(row.first), second: Number(row.second), count: Number(row.count) }))
  }

  return {
    /**
     * Every double-marked letter or speaking sitting with both its independent marks (the latest
     * first and the latest second of each), oldest second marks first; of one skill if asked.
     */
    async pairs(skill?: EvaluatedSkill): Promise<MarkPair[]> {
      const rows = await db
        .selectDistinctOn([evaluations.submissionId, evaluations.round], {
          submissionId: evaluations.submissionId,
          round: evaluations.round,
          skill: submissions.skill,
          evaluatorId: evaluations.evaluatorId,
          evaluatorName: users.name,
          criteria: evaluations.criteria,
          marks: evaluations.marks,
          createdAt: evaluations.createdAt,
        })
        .from(evaluations)
        .innerJoin(submissions, eq(submissions.id, evaluations.submissionId))
        .leftJoin(users, eq(users.id, evaluations.evaluatorId))
        .where(and(inArray(evaluations.round, ['first', 'second']), countedOnce, skill ? eq(submissions.skill, skill) : undefined))
        .orderBy(asc(evaluations.submissionId), asc(evaluations.round), desc(evaluations.createdAt))
      const firsts = new Map(rows.filter((row) => row.round === 'first').map((row) => [row.submissionId, row]))
      const side = (row: (typeof rows)[number]) => ({
        evaluatorId: row.evaluatorId,
        evaluatorName: row.evaluatorName ?? 'A removed account',
        criteria: row.criteria,
        marks: row.marks,
      })
      return rows
        .filter((row) => row.round === 'second' && firsts.has(row.submissionId))
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map((second) => ({ skill: second.skill, at: second.createdAt.toISOString(), first: side(firsts.get(second.submissionId)!), second: side(second) }))
    },

    /** How far evaluators differ on each skill's work, as readiness widens marked work's range by it. */
    async evaluatorSpreads(): Promise<EvaluatorSpreads> {
      const marks = await markPairs()
      const of = (skill: EvaluatedSkill) => {
        const own = marks.filter((m) => m.skill === skill)
        return evaluatorSpread({ pairs: own.reduce((sum, m) => sum + m.count, 0), meanAbsoluteScoreDifference: meanScoreDifference(skill, own) })
      }
      return Object.fromEntries(AGREEMENT_SKILLS.map((skill) => [skill, of(skill)])) as EvaluatorSpreads
    },
  }
}
export type AgreementRepository = ReturnType<typeof agreementRepository>
