import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { TestFamilyList, TestVersionView } from '#shared/authoring/schema.ts'
import { IMPORT_DOCUMENTS } from '#shared/content/schema.ts'
import { TestKind } from '#shared/test-kinds/schema.ts'
import { TEST_DOCUMENT_MAX_BYTES } from '#shared/media/upload-limits.ts'
import { errorResponses, IdParams } from '../../http/schemas.ts'

/** A draft is whatever the author has so far: the service checks it and answers its problems. */
const DraftBody = Type.Object({}, { additionalProperties: true })

/**
 * Staff and admins write tests in the browser (docs/decisions/0074): drafts edited in place,
 * published as a new version of their test; every attempt stays on the version it was sat at.
 */
export const authoringRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staffOnly = [app.authenticate, app.requireRole('staff', 'admin')]
  const tags = ['authoring']

  app.get(
    '/api/admin/tests',
    { preHandler: staffOnly, schema: { tags, summary: 'Every test with its versions', response: { 200: TestFamilyList, ...errorResponses(401, 403) } } },
    async () => app.tests.versions(),
  )

  app.get(
    '/api/admin/test-schemas/:kind',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "The JSON Schema of a kind's import document: what the editor builds its form from",
        params: Type.Object({ kind: TestKind }),
        response: { 200: Type.Object({}, { additionalProperties: true }), ...errorResponses(400, 401, 403) },
      },
    },
    // The import's own schema, so the form asks for exactly what publishing checks.
    async (request, reply) => reply.header('cache-control', 'private, max-age=3600').send(IMPORT_DOCUMENTS[request.params.kind]),
  )

  app.get(
    '/api/admin/tests/:id',
    { preHandler: staffOnly, schema: { tags, summary: 'A version with its problems', params: IdParams, response: { 200: TestVersionView, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => app.tests.open(request.params.id),
  )

  app.get(
    '/api/admin/tests/:id/export',
    {
      preHandler: staffOnly,
      schema: { tags, summary: "A version's import document, to import into another installation", params: IdParams, response: errorResponses(400, 401, 403, 404) },
    },
    async (request, reply) => {
      const { document, version } = await app.tests.open(request.params.id)
      const name = `${document.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80) || 'test'}-v${version}.json`
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(JSON.stringify(document, null, 2))
    },
  )

  app.post(
    '/api/admin/tests/drafts',
    {
      preHandler: staffOnly,
      bodyLimit: TEST_DOCUMENT_MAX_BYTES,
      schema: { tags, summary: 'Start a new test as a draft', body: DraftBody, response: { 201: TestVersionView, ...errorResponses(400, 401, 403, 413) } },
    },
    async (request, reply) => reply.code(201).send(await app.tests.createDraft(request.body)),
  )

  app.put(
    '/api/admin/tests/:id',
    {
      preHandler: staffOnly,
      bodyLimit: TEST_DOCUMENT_MAX_BYTES,
      schema: {
        tags,
        summary: "Save a draft's document, finished or not; answers its problems",
        description: 'With ?revision=n (the revision the editor opened), a save made from a stale copy is 409 and changes nothing.',
        params: IdParams,
        // Query values are text (no coercion): a revision is digits.
        querystring: Type.Object({ revision: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,8}$' })) }, { additionalProperties: false }),
        body: DraftBody,
        response: { 200: TestVersionView, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => app.tests.saveDraft(request.params.id, request.body, request.query.revision === undefined ? undefined : Number(request.query.revision)),
  )

  app.post(
    '/api/admin/tests/:id/draft',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "Edit a version: the test's draft, made from this version if it has none",
        params: IdParams,
        response: { 201: TestVersionView, 200: TestVersionView, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { created, ...view } = await app.tests.draftFrom(request.params.id)
      return reply.code(created ? 201 : 200).send(view)
    },
  )

  app.post(
    '/api/admin/tests/:id/publish',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Publish a draft: students see it from now on, and the version before it is retired',
        params: IdParams,
        response: { 200: TestVersionView, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => app.tests.publish(request.params.id),
  )

  app.delete(
    '/api/admin/tests/:id',
    { preHandler: staffOnly, schema: { tags, summary: 'Discard a draft', params: IdParams, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      await app.tests.discardDraft(request.params.id)
      return reply.code(204).send(null)
    },
  )
}
