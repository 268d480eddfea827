import Fastify from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import closeWithGrace from 'close-with-grace'
import fp from 'fastify-plugin'
import apiApp, { apiServerOptions, type ApiAppOptions } from './app.ts'
import { runMain } from '../common/run-main.ts'
import { loadApiConfig } from './config.ts'
import { prepareFirstStart } from './first-start.ts'

/** Builds the API host, ready to inject or listen. */
export async function buildApiServer(options: ApiAppOptions) {
  const app = Fastify(apiServerOptions(options.config, options.logStream)).withTypeProvider<TypeBoxTypeProvider>()
  // Not encapsulated: the host's decorations (database, auth, mailer) are the returned instance's.
  await app.register(fp(apiApp), options)
  await app.ready()
  await prepareFirstStart(app, options.config)
  return app
}

async function main() {
  const config = loadApiConfig()
  const app = await buildApiServer({ config })
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'closing after an error')
    await app.close()
  })
  await app.listen({ host: config.API_HOST, port: config.API_PORT })
}

if (import.meta.url === `file://${process.argv[1]}`) await runMain(main)
