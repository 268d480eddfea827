import Fastify from 'fastify'
import type { DestinationStream } from 'pino'
import closeWithGrace from 'close-with-grace'
import webApp, { webServerOptions } from './app.ts'
import { runMain } from '../common/run-main.ts'
import { loadWebConfig, type WebConfig } from './config.ts'

/** Builds the web server, ready to inject or listen; its log lines go to standard output unless `logStream` is given. */
export async function buildWebServer(config: WebConfig, logStream?: DestinationStream) {
  const app = Fastify(webServerOptions(config, logStream))
  await app.register(webApp, { config })
  await app.ready()
  return app
}

async function main() {
  const config = loadWebConfig()
  const app = await buildWebServer(config)
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'closing after an error')
    await app.close()
  })
  await app.listen({ host: config.HOST, port: config.PORT })
}

if (import.meta.url === `file://${process.argv[1]}`) await runMain(main)
