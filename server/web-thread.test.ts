import t from 'tap'
import type { AddressInfo } from 'node:net'
import { buildTestApi } from '#test/helper.ts'
import { loadWebConfig } from '#web/config.ts'
import { startWebThread } from './web-thread.ts'

const webConfig = (apiUrl: string, port = '0') => loadWebConfig({ API_URL: apiUrl, HOST: '127.0.0.1', PORT: port })

t.test('the web server in its thread forwards API calls, and closes with the thread', async (t) => {
  const api = await buildTestApi(t, 'pglite')
  await api.listen({ host: '127.0.0.1', port: 0 })
  const apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`
  let ended: Error | undefined
  const web = await startWebThread(webConfig(apiUrl), (error) => (ended = error))

  const answer = await fetch(`http://127.0.0.1:${web.port}/api/time`)
  t.equal(answer.status, 200)
  const { now } = (await answer.json()) as { now: string }
  t.ok(Math.abs(Date.parse(now) - Date.now()) < 60_000, 'the API host answered through the web server')

  await web.close()
  await t.rejects(fetch(`http://127.0.0.1:${web.port}/api/time`), 'nothing listens once closed')
  t.equal(ended, undefined, 'a thread closed on purpose is not reported as ended')
})

t.test('a web server that cannot listen fails the start', async (t) => {
  const api = await buildTestApi(t, 'pglite')
  await api.listen({ host: '127.0.0.1', port: 0 })
  const port = (api.server.address() as AddressInfo).port
  await t.rejects(startWebThread(webConfig(`http://127.0.0.1:${port}`, String(port))), /EADDRINUSE/)
})
