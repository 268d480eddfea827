/**
 * The pages a signed-in student opens every day (issue 34), each rendered by the web server with
 * the student's session as a browser asks for it, beside two ceilings measured in the same run: a
 * bare Fastify route and TanStack Router rendering an empty page. On PGlite (the shared child) and
 * on PostgreSQL (a child of its own on a throwaway database).
 */
import { randomUUID } from 'node:crypto'
import { onPostgres } from '../exam-load.ts'
import { firstPublishedTest, HUBS, registerStudent } from '../student.ts'
import { forkServer, load, type LoadResult, type ServerChild } from '../load.ts'
import { BENCH_SECONDS, p99Row, percentOf, rpsRow, WARMUP_SECONDS, type BenchCase, type Row } from '../runner.ts'

const CONNECTIONS = 50
/** Issue 34's floor for a logged-in page: 2% of the bare route, about seven times what it was. */
const MIN_SHARE = 0.02
const P99_MAX_MS = 100

interface Student {
  token: string
}

async function apiCall<T>(child: ServerChild, student: Student, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${child.ports.api}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${student.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(path.endsWith('/submit') ? { 'idempotency-key': randomUUID() } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

const firstTest = async (child: ServerChild, student: Student, listPath: string) => (await firstPublishedTest(child.ports, student.token, listPath)).id

/**
 * The pages, with the state a student has after a week: one reading test submitted, so the
 * results page and the hubs show an attempt. Each exam page is its start panel, as a student
 * first opens it.
 */
async function studentPages(child: ServerChild, student: Student): Promise<(readonly [string, string])[]> {
  const reading = await firstTest(child, student, '/api/oet-reading-tests')
  const attempt = await apiCall<{ id: string }>(child, student, 'POST', '/api/attempts', { testId: reading, mode: 'practice', minutes: 'no-limit' })
  // Reading is submitted on the OET listening path (SPEC.md section 7).
  await apiCall(child, student, 'POST', `/api/oet-listening-tests/${reading}/submit`, { answers: {}, attemptId: attempt.id })
  return [
    ['welcome', '/app/welcome'],
    ['dashboard', '/dashboard'],
    ...HUBS,
    ['listening test', `/oet-listening/${await firstTest(child, student, '/api/oet-listening-tests')}`],
    ['reading test', `/oet-reading/${reading}`],
    ['writing test', `/oet-writing/${await firstTest(child, student, '/api/oet-writing-tests')}`],
    ['speaking test', `/oet-speaking/${await firstTest(child, student, '/api/oet-speaking-tests')}`],
    ['mock test', `/mock-test/${await firstTest(child, student, '/api/mock-tests')}`],
    ['reading results', `/test-results/${reading}`],
  ]
}

async function loadPage(child: ServerChild, student: Student, path: string): Promise<LoadResult> {
  const url = `http://127.0.0.1:${child.ports.web}${path}`
  const headers = { cookie: `oet_session=${student.token}`, accept: 'text/html' }
  const check = await fetch(url, { headers, redirect: 'manual' })
  const html = await check.text()
  // A page that answers its error screen or sends the student to log in is not the page measured.
  if (check.status !== 200 || !html.includes('</html>')) throw new Error(`GET ${path} answered ${check.status}`)
  return load({ url, headers, connections: CONNECTIONS, duration: BENCH_SECONDS, warmup: WARMUP_SECONDS })
}

async function measurePages(child: ServerChild, database: string, bare: LoadResult, ceiling: LoadResult): Promise<Row[]> {
  const student = { token: await registerStudent(child.ports, 'Bench Student') }
  const rows: Row[] = []
  let slowest = Number.POSITIVE_INFINITY
  for (const [name, path] of await studentPages(child, student)) {
    const result = await loadPage(child, student, path)
    slowest = Math.min(slowest, result.rps)
    rows.push(rpsRow(`${name} (${database}), ${CONNECTIONS} conn`, result, bare, MIN_SHARE), p99Row(`${name} p99 (${database})`, result, bare, P99_MAX_MS))
  }
  // How close the slowest page comes to what the router alone allows.
  rows.push({ figure: `slowest page against the empty router page (${database})`, value: percentOf(slowest, ceiling.rps), target: '', ratio: '', status: '' })
  return rows
}

/** The empty router page, measured once per bench run like the bare route. */
let ceiling: Promise<LoadResult> | undefined
async function emptyRouterPage(): Promise<LoadResult> {
  ceiling ??= (async () => {
    const child = await forkServer('router')
    try {
      return await load({ url: `http://127.0.0.1:${child.ports.router}/`, connections: CONNECTIONS, duration: BENCH_SECONDS, warmup: WARMUP_SECONDS })
    } finally {
      await child.close()
    }
  })()
  return ceiling
}

export const studentPagesPglite: BenchCase = {
  name: 'signed-in student pages (PGlite)',
  async run(context) {
    const bare = await context.bare()
    const empty = await emptyRouterPage()
    const ceilingRows = [{ ...rpsRow(`empty router page, ${CONNECTIONS} conn`, empty, bare, 0), target: '(ceiling of a page)', status: '' }, p99Row('empty router page p99', empty, bare)]
    return [...ceilingRows, ...(await measurePages(await context.app(), 'PGlite', bare, empty))]
  },
}

export const studentPagesPostgres: BenchCase = {
  name: 'signed-in student pages (PostgreSQL)',
  async run(context) {
    const bare = await context.bare()
    const empty = await emptyRouterPage()
    return onPostgres('signed-in student pages (PostgreSQL)', (child) => measurePages(child, 'PostgreSQL', bare, empty))
  },
}

export const studentPagesCases: BenchCase[] = [studentPagesPglite, studentPagesPostgres]
