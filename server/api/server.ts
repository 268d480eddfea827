import Fastify from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import fp from 'fastify-plugin'
import apiApp, { apiServerOptions, type ApiAppOptions } from './app.ts'
import { prepareFirstStart } from './first-start.ts'
import { closeConnectionsOnClose } from '../common/close-connections.ts'

/** Builds the API host, ready to inject or listen. */
export async function buildApiServer(options: ApiAppOptions) {
  const app = Fastify(apiServerOptions(options.config, options.logStream)).withTypeProvider<TypeBoxTypeProvider>()
  closeConnectionsOnClose(app)
  // Not encapsulated: the host's decorations (database, auth, mailer) are the returned instance's.
  await app.register(fp(apiApp), options)
  await app.ready()
  await prepareFirstStart(app, options.config)
  return app
}
