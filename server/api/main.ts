import closeWithGrace from 'close-with-grace'
import { runMain } from '../common/run-main.ts'
import { loadApiConfig } from './config.ts'
import { buildApiServer } from './server.ts'

/** The API host alone, as docker-compose runs it (`node dist/server/api.js`); `npm start` runs it beside the web server. */
async function main() {
  const config = loadApiConfig()
  const app = await buildApiServer({ config })
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'closing after an error')
    await app.close()
  })
  await app.listen({ host: config.API_HOST, port: config.API_PORT })
}

await runMain(main)
