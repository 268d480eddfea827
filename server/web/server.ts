import Fastify from 'fastify'
import type { DestinationStream } from 'pino'
import { closeConnectionsOnClose } from '../common/close-connections.ts'
import webApp, { webServerOptions } from './app.ts'
import type { WebConfig } from './config.ts'

/** Builds the web server, ready to inject or listen; its log lines go to standard output unless `logStream` is given. */
export async function buildWebServer(config: WebConfig, logStream?: DestinationStream) {
  const app = Fastify(webServerOptions(config, logStream))
  closeConnectionsOnClose(app)
  await app.register(webApp, { config })
  await app.ready()
  return app
}
