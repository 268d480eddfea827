import t from 'tap'
import Fastify from 'fastify'
import { sharedSchemaController } from './schema-compilers.ts'

const Body = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'], additionalProperties: false }
const Reply = { type: 'object', properties: { greeting: { type: 'string' } } }
const { buildValidator, buildSerializer } = sharedSchemaController!.compilersFactory! as Required<NonNullable<NonNullable<typeof sharedSchemaController>['compilersFactory']>>

t.test('a schema is compiled once per process, whichever host asks', async (t) => {
  const route = { schema: Body, method: 'POST', url: '/hello', httpPart: 'body' } as const
  const options = { customOptions: { removeAdditional: false, coerceTypes: false } }
  t.equal(buildValidator({}, options)(route), buildValidator({}, options)(route), 'the same validator')
  const reply = { schema: Reply, method: 'POST', url: '/hello', httpStatus: '200' } as const
  t.equal(buildSerializer({}, {})(reply), buildSerializer({}, {})(reply), 'the same serializer')
})

t.test('hosts that share the compilers each validate and serialize as Fastify does', async (t) => {
  for (const name of ['first', 'second']) {
    // The API host's own validation options: no coercion, nothing removed.
    const app = Fastify({ schemaController: sharedSchemaController, ajv: { customOptions: { removeAdditional: false, coerceTypes: false } } })
    app.post('/hello', { schema: { body: Body, response: { 200: Reply } } }, async (request) => ({ greeting: `hello ${(request.body as { name: string }).name}`, secret: 'kept out' }))
    t.teardown(() => app.close())
    const ok = await app.inject({ method: 'POST', url: '/hello', payload: { name } })
    t.same(ok.json(), { greeting: `hello ${name}` }, `${name} host: only the reply schema's fields`)
    const refused = await app.inject({ method: 'POST', url: '/hello', payload: { name: 1, extra: true } })
    t.equal(refused.statusCode, 400, `${name} host: a body its schema refuses is refused`)
  }
})
