import { load } from '../load.ts'
import { registerStudent } from '../student.ts'
import { BENCH_SECONDS, p99Row, rpsRow, WARMUP_SECONDS, type BenchCase } from '../runner.ts'

/** The server-rendered login page through the real web server, as a first visit (no cookies). */
export const loginPage: BenchCase = {
  name: 'GET /login (SSR, 50 connections)',
  async run(context) {
    const bare = await context.bare()
    const { ports } = await context.app()
    const url = `http://127.0.0.1:${ports.web}/login`
    const check = await fetch(url)
    if (check.status !== 200) throw new Error(`GET /login answered ${check.status}`)
    await check.text()
    const result = await load({ url, connections: 50, duration: BENCH_SECONDS, warmup: WARMUP_SECONDS })
    return [rpsRow('GET /login (SSR), 50 conn', result, bare, 0.05), p99Row('GET /login p99', result, bare, 100)]
  },
}

/** A signed-in API call through the web server's proxy to the API host and its database. */
export const authMe: BenchCase = {
  name: 'GET /api/auth/me via the proxy (50 connections)',
  async run(context) {
    const bare = await context.bare()
    const { ports } = await context.app()
    const token = await registerStudent(ports, 'Bench User')
    const url = `http://127.0.0.1:${ports.web}/api/auth/me`
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' }
    const check = await fetch(url, { headers })
    if (check.status !== 200) throw new Error(`GET /api/auth/me answered ${check.status}: ${await check.text()}`)
    await check.text()
    const result = await load({ url, headers, connections: 50, duration: BENCH_SECONDS, warmup: WARMUP_SECONDS })
    return [rpsRow('GET /api/auth/me (proxy), 50 conn', result, bare, 0.1), p99Row('GET /api/auth/me p99', result, bare)]
  },
}

export const foundationCases: BenchCase[] = [loginPage, authMe]
