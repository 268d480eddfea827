import t, { type Test } from 'tap'
import pino from 'pino'
import { Writable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import type { AddressInfo } from 'node:net'
import { buildTestApi } from '#test/helper.ts'
import { loadWebConfig } from '#web/config.ts'
import { superviseWebThread } from './web-supervisor.ts'

const webConfig = (apiUrl: string) => loadWebConfig({ API_URL: apiUrl, HOST: '127.0.0.1', PORT: '0' })

/** A logger whose lines the test reads. */
function memoryLogger() {
  const lines: { level: number; msg: string }[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as { level: number; msg: string })
      done()
    },
  })
  return { lines, log: pino({ level: 'info' }, stream) }
}

async function answersOn(port: number): Promise<number> {
  for (let tries = 0; ; tries++) {
    try {
      return (await fetch(`http://127.0.0.1:${port}/api/time`)).status
    } catch (error) {
      if (tries > 200) throw error
      await sleep(50)
    }
  }
}

/** An API host and its web server thread under supervision, with what the supervisor logs and whether it gave up. */
async function supervised(t: Test) {
  const api = await buildTestApi(t, 'pglite')
  await api.listen({ host: '127.0.0.1', port: 0 })
  const { lines, log } = memoryLogger()
  const state: { gaveUp?: Error } = {}
  const web = await superviseWebThread(webConfig(`http://127.0.0.1:${(api.server.address() as AddressInfo).port}`), log, (error) => (state.gaveUp = error))
  return { web, lines, state }
}

t.test('a web server thread that ends by itself is started again on the same port, and says so', async (t) => {
  const { web, lines, state } = await supervised(t)
  t.teardown(() => web.close())
  const { port } = web.thread

  const first = web.thread
  await first.terminate()
  while (web.thread === first) await sleep(20)
  t.equal(web.thread.port, port, 'the new thread listens on the same port')
  t.equal(await answersOn(port), 200, 'and students are served again')
  t.match(lines, [{ level: 50, msg: 'the web server thread ended; starting it again' }, { level: 30, msg: 'the web server thread is listening again' }], 'one line says it ended, one that it is back')
  t.equal(state.gaveUp, undefined, 'the process carries on')
})

t.test('a web server thread that keeps ending stops the process instead of leaving it half alive', async (t) => {
  const { web, lines, state } = await supervised(t)
  t.teardown(() => web.close())

  while (state.gaveUp === undefined) {
    const ending = web.thread
    await ending.terminate()
    while (web.thread === ending && state.gaveUp === undefined) await sleep(20)
  }
  t.match(lines.at(-1), { level: 60, msg: /the web server thread ended 4 times within a minute; stopping/ }, 'the last line says why it stops')
})

t.test('a web server thread closed on purpose is not started again', async (t) => {
  const { web, lines, state } = await supervised(t)
  const { port } = web.thread
  await web.close()
  t.equal(state.gaveUp, undefined, 'the process carries on')
  await t.rejects(fetch(`http://127.0.0.1:${port}/api/time`), 'nothing listens once closed')
  t.same(lines, [], 'nothing to report')
})

t.test('closing while a new thread is on its way closes that one too', async (t) => {
  const { web, state } = await supervised(t)
  const first = web.thread
  await first.terminate()
  await web.close()
  t.not(web.thread, first, 'close() waited for the thread the restart was bringing')
  await t.rejects(fetch(`http://127.0.0.1:${first.port}/api/time`), 'and closed it: nothing is left listening')
  t.equal(state.gaveUp, undefined, 'a close is not a failure')
})
