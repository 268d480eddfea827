import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { agreementOf, AGREEMENT_SKILLS, MIN_PAIRS_FOR_VERDICT } from '#shared/evaluation/agreement.ts'
import { AgreementQuery, AgreementResponse } from '#shared/evaluation/agreement-schema.ts'
import { errorResponses } from '../../http/schemas.ts'
import { agreementRepository } from './repository.ts'

/** The agreement figures of double marking, for staff and admins (issue 37, decision 0107). */
export const agreementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = agreementRepository(app.database.db)

  app.get(
    '/api/staff/agreement',
    {
      preHandler: [app.authenticate, app.requireRole('staff', 'admin')],
      schema: {
        tags: ['staff'],
        summary: "How closely two evaluators' independent marks agree: per criterion, and per evaluator over time",
        description:
          'Over every double-marked letter or speaking sitting (a sitting once), from the latest first and second marks of each: per criterion the share ' +
          'of exact agreement, of adjacent agreement (at most 1 apart, exact included) and the mean difference (second minus first); per evaluator their ' +
          "marks minus the other evaluator's (positive more lenient, negative more severe), per criterion and per month (UTC), with a verdict in words " +
          `from ${MIN_PAIRS_FOR_VERDICT} pairs. Both skills unless one is asked for.`,
        querystring: AgreementQuery,
        response: { 200: AgreementResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const skill = request.query.skill
      return { minPairsForVerdict: MIN_PAIRS_FOR_VERDICT, skills: agreementOf(await repository.pairs(skill), skill ? [skill] : AGREEMENT_SKILLS) }
    },
  )
}
