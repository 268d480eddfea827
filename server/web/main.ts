import closeWithGrace from 'close-with-grace'
import { runMain } from '../common/run-main.ts'
import { loadWebConfig } from './config.ts'
import { buildWebServer } from './server.ts'

/** The web server alone, forwarding to API_URL, as docker-compose runs it (`node dist/server/web.js`). */
async function main() {
  const config = loadWebConfig()
  const app = await buildWebServer(config)
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'closing after an error')
    await app.close()
  })
  await app.listen({ host: config.HOST, port: config.PORT })
}

await runMain(main)
