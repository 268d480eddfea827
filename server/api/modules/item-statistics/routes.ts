import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { csvFileName, itemStatisticsCsv } from '#shared/item-statistics/csv.ts'
import { MIN_ATTEMPTS_FOR_FLAGS } from '#shared/item-statistics/item-statistics.ts'
import { ItemStatisticsResponse } from '#shared/item-statistics/schema.ts'
import { errorResponses, IdParams } from '../../http/schemas.ts'
import { itemStatisticsService } from './service.ts'

/** A byte-order mark: without it a spreadsheet may read the UTF-8 file's curly quotes as another encoding. */
const BOM = '\uFEFF'

/** Item statistics per test version, for staff and admins: as JSON for the page, and as CSV (issue 37). */
export const itemStatisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = itemStatisticsService({ db: app.database.db, tests: app.tests })
  const staffOnly = [app.authenticate, app.requireRole('staff', 'admin')]
  const tags = ['staff']
  const description =
    'Over the submitted exam attempts at exactly this version, from the verdicts stored when each was marked: facility (share right), ' +
    'discrimination (upper 27% minus lower 27% by the rest of the attempt) and the point-biserial correlation, blanks, each option chosen, ' +
    `the most common wrong answers; flags only from ${MIN_ATTEMPTS_FOR_FLAGS} attempts at a question. 409 for a writing or speaking test (marked by evaluators).`

  app.get(
    '/api/staff/tests/:id/item-statistics',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "A listening, reading or mock test version's item statistics, table by part, with flags for questions that look broken",
        description,
        params: IdParams,
        response: { 200: ItemStatisticsResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.of(request.params.id),
  )

  app.get(
    '/api/staff/tests/:id/item-statistics.csv',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'The same item statistics as CSV, one row per question, for a spreadsheet',
        description: `${description} Text cells that start with = + - or @ get a leading single quote.`,
        params: IdParams,
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const statistics = await service.of(request.params.id)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(statistics.title, statistics.version)}"`)
        .header('cache-control', 'private, no-cache')
        .send(BOM + itemStatisticsCsv(statistics.parts))
    },
  )
}
