import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyReply } from 'fastify'
import { TestSummaryList } from '#shared/test-kinds/schema.ts'
import type { TestKind } from '#shared/test-kinds/test-kinds.ts'
import { errorResponses, IdParams } from '../../http/schemas.ts'

/** SPEC.md section 7: the list and get calls, one path per kind of test. */
export const TEST_PATHS: Record<TestKind, string> = {
  listening: '/api/listening-tests',
  'oet-listening': '/api/oet-listening-tests',
  'oet-reading': '/api/oet-reading-tests',
  'oet-writing': '/api/oet-writing-tests',
  'oet-speaking': '/api/oet-speaking-tests',
  mock: '/api/mock-tests',
}

/** A test's content as served: its fields per SPEC.md section 3 beside id, kind and title. */
const TestContentResponse = Type.Object(
  { id: Type.String(), kind: Type.String(), title: Type.String() },
  { additionalProperties: true },
)

export const testRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const [kind, path] of Object.entries(TEST_PATHS) as [TestKind, string][]) {
    app.get(
      path,
      {
        preHandler: app.authenticate,
        schema: { tags: ['tests'], summary: `List ${kind} tests`, response: { 200: TestSummaryList, ...errorResponses(401) } },
      },
      async () => app.tests.list(kind),
    )
    app.get(
      `${path}/:id`,
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['tests'],
          summary: `One ${kind} test's content, without its answer key`,
          params: IdParams,
          response: { 200: TestContentResponse, ...errorResponses(400, 401, 404) },
        },
      },
      // Text already JSON is sent as it is, past the response schema's serializer (the schema still documents it).
      async (request, reply) => (reply as FastifyReply).type('application/json; charset=utf-8').send(await app.tests.get(request.params.id, [kind], request.user.id)),
    )
  }
}
