import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import type { Multipart } from '@fastify/multipart'
import { badRequest } from '../errors.ts'
import { wellFormed } from '../http/well-formed-text.ts'

/**
 * Every text a call receives passes one rule (http/well-formed-text.ts) before validation and
 * before any handler: the JSON body, the query string, the path parameters, and the text fields
 * of multipart forms as a handler reads them. Forms the parser cannot read are refused here too.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const type = request.headers['content-type'] ?? ''
      // Without a boundary a form cannot be read; the routes that take no form ignored its body.
      if (/^\s*multipart\//i.test(type) && !/;\s*boundary=/i.test(type)) {
        throw badRequest('The form has no boundary: send multipart/form-data as a browser or an HTTP library builds it.', 'MALFORMED_REQUEST')
      }
      if (request.body !== undefined) request.body = wellFormed(request.body, 'body')
      request.query = wellFormed(request.query, 'querystring')
      request.params = wellFormed(request.params, 'params')
      cleanFormFields(request)
    })
  },
  { name: 'input-text', dependencies: ['errors'] },
)

/** Routes that read a form stream it in their handler: its text fields are cleaned as they are read. */
function cleanFormFields(request: FastifyRequest) {
  // Only the plugins that register @fastify/multipart give their requests parts().
  const parts = (request as Partial<Pick<FastifyRequest, 'parts'>>).parts
  if (typeof parts !== 'function') return
  request.parts = (options) => cleaned(parts.call(request, options))
}

async function* cleaned(parts: AsyncIterableIterator<Multipart>): AsyncIterableIterator<Multipart> {
  for await (const part of parts) {
    if (part.type === 'field') part.value = wellFormed(part.value, `body.${part.fieldname}`)
    yield part
  }
}
