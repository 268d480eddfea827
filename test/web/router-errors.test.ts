import t from 'tap'
import { buildWebServer } from '#web/server.ts'
import { loadWebConfig } from '#web/config.ts'
import { testLogStream } from '#test/test-log.ts'

// The web server's router refuses a broken %-encoding before any route runs: in the error shape of
// every other answer, with a message a person can act on, and without echoing the address back.

t.test('a broken %-encoding gets a 400 in the usual shape, on pages and API calls alike', async (t) => {
  const web = await buildWebServer(loadWebConfig({ API_URL: 'http://127.0.0.1:9' }), testLogStream)
  t.teardown(() => web.close())
  for (const url of ['/api/tests/%E0%A4%A', '/login/%E0%A4%A<script>']) {
    const res = await web.inject({ method: 'GET', url })
    t.equal(res.statusCode, 400, `${url} answers 400`)
    t.same(res.json(), { statusCode: 400, error: 'Bad Request', code: 'MALFORMED_REQUEST', message: 'This address is not valid: it has a broken %-encoding. Check the link and try again.' }, 'with the usual fields only')
    t.notMatch(res.body, /E0%A4|script/, 'the address is not echoed')
  }
})
