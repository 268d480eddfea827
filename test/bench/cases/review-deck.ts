import { Client } from 'undici'
import type { ReviewDue } from '#shared/review/schema.ts'
import { quantile } from '../fire.ts'
import { formatMs, type BenchCase } from '../runner.ts'
import { firstPublishedTest, registerStudent } from '../student.ts'

/** The deck's and the plan's reads as the dashboard and a review session make them: a page's worth, warm. */
const TARGET_P99_MS = 200
const READS = 200

/**
 * GET /api/me/review/due and GET /api/me/plan on the app child's API host for a student who has
 * just submitted an OET listening test with every answer wrong (42 cards to make on the first
 * look), then each read again and again, and a session's answers posted.
 */
export const reviewDeckCase: BenchCase = {
  name: 'review deck and plan',
  async run(context) {
    const { ports } = await context.app()
    const token = await registerStudent(ports, 'Bench Review')
    const test = await firstPublishedTest(ports, token, '/api/oet-listening-tests')
    const client = new Client(`http://127.0.0.1:${ports.api}`)
    const call = async (method: 'GET' | 'POST', path: string, payload?: unknown) => {
      const started = performance.now()
      const answer = await client.request({
        method,
        path,
        headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
        ...(payload ? { body: JSON.stringify(payload) } : {}),
      })
      const text = await answer.body.text()
      if (answer.statusCode !== 200) throw new Error(`${method} ${path} answered ${answer.statusCode}`)
      return { ms: performance.now() - started, json: JSON.parse(text) as unknown }
    }
    await call('POST', `/api/oet-listening-tests/${test.id}/submit`, { answers: {} })
    const first = await call('GET', '/api/me/review/due')
    const cards = (first.json as ReviewDue).cards
    const timesOf = async (path: string) => {
      const times: number[] = []
      for (let i = 0; i < READS; i++) times.push((await call('GET', path)).ms)
      return times.sort((a, b) => a - b)
    }
    const due = await timesOf('/api/me/review/due')
    const plan = await timesOf('/api/me/plan')
    const answers = (await Promise.all(cards.map((card) => call('POST', `/api/me/review/${card.id}`, { answer: 'not it' })))).map((one) => one.ms).sort((a, b) => a - b)
    await client.close()
    const row = (figure: string, times: number[]) => {
      const p99 = quantile(times, 0.99)
      return { figure: `${figure}: p99 (median ${formatMs(quantile(times, 0.5))})`, value: formatMs(p99), target: `< ${TARGET_P99_MS} ms`, ratio: '', status: p99 < TARGET_P99_MS ? 'ok' : 'missed' }
    }
    return [
      { figure: 'review deck: first look after a test (42 cards made)', value: formatMs(first.ms), target: '', ratio: '', status: '' },
      row(`review deck: GET due, warm (${READS} reads)`, due),
      row(`week's plan: GET plan, warm (${READS} reads)`, plan),
      row(`review deck: a session's ${answers.length} answers`, answers),
    ]
  },
}
