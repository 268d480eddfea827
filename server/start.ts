import closeWithGrace from 'close-with-grace'
import type { AddressInfo } from 'node:net'
import { runMain } from './common/run-main.ts'
import { loadSingleMachineApiConfig } from './api/config.ts'
import { buildApiServer } from './api/server.ts'
import { loadWebConfig } from './web/config.ts'
import { buildWebServer } from './web/server.ts'
import { superviseWebThread } from './web-supervisor.ts'

/**
 * The single-machine default: the API host on a loopback port and the web server on PORT, in one
 * process, the web server in a worker thread so that the two use a core each (web-thread.ts).
 * With API_URL set, only the web server starts and forwards to that API host; with --dev both
 * share this thread (Vite's hot reload runs in the web server).
 */
async function start() {
  const dev = process.argv.includes('--dev')
  // Every variable of both hosts is checked before anything is made: a bad PORT stops the start
  // before the API host has created a database or imported the sample tests. The web server's
  // API_URL, when `npm start` runs the API host itself, is known only once that host listens.
  const apiConfig = process.env.API_URL ? undefined : loadSingleMachineApiConfig()
  const checkedWebConfig = loadWebConfig(apiConfig ? { ...process.env, API_URL: `http://${apiConfig.API_HOST}:${apiConfig.API_PORT}` } : process.env)
  const api = apiConfig ? await buildApiServer({ config: apiConfig }) : undefined
  if (api && apiConfig) await api.listen({ host: apiConfig.API_HOST, port: apiConfig.API_PORT })
  const apiUrl = api && apiConfig ? `http://${apiConfig.API_HOST}:${(api.server.address() as AddressInfo).port}` : checkedWebConfig.API_URL
  const webConfig = { ...checkedWebConfig, API_URL: apiUrl, dev }

  if (!api || dev) {
    const web = await buildWebServer(webConfig)
    closeWithGrace({ delay: 10_000 }, async ({ err }) => {
      if (err) web.log.error({ err }, 'closing after an error')
      await web.close()
      await api?.close()
    })
    await web.listen({ host: webConfig.HOST, port: webConfig.PORT })
    return
  }

  // A web server thread that ends by itself is started again; one that keeps ending stops the
  // process with a failure code, so that Docker or systemd restarts it.
  const grace = closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) api.log.error({ err }, 'closing after an error')
    await (await web.catch(() => undefined))?.close()
    await api.close()
  })
  const web = superviseWebThread(webConfig, api.log, () => {
    grace.uninstall()
    // The API host gets the grace delay to finish its requests; then the process ends regardless.
    setTimeout(() => process.exit(1), 10_000).unref()
    void api.close().finally(() => process.exit(1))
  })
  await web
}

await runMain(start)
